/**
 * The demo job board `npm start` adds to the demo accounts (SEED_DEMO=0 turns both off): twenty employers with 15
 * live jobs each (300), across the categories, types, levels, sixteen Indonesian cities and work from anywhere,
 * salary bands from the minimum wage to a manager's, written in Indonesian or English, posted over the last 30 days.
 * So a newcomer sees a living portal to search. Deterministic (the same board on every machine and both databases)
 * and seeded once: it is skipped when the first board company exists.
 */
import { type Insertable } from 'kysely';
import { textOfHtml } from '../../../common/format/html.js';
import { slugify } from '../../../common/format/slug.js';
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../connect.js';
import type { JobTable } from '../database.js';
import { replaceBenefits, replaceLocations, replaceSkills } from '../../modules/jobs/repository.js';
import { searchRootsOf, skillsSearchText } from '../../modules/jobs/search/searchText.js';
import { grantLicence } from '../../modules/billing/repository.js';
import { DEMO_PASSWORD, insertDemoUser } from './demo.js';
import { BOARD_BENEFITS, BOARD_COMPANIES, BOARD_ROLES, type BoardRole } from './data/board.js';

export const BOARD_JOBS_PER_COMPANY = 15;
const CITIES = [
  'Jakarta',
  'Bandung',
  'Surabaya',
  'Semarang',
  'Yogyakarta',
  'Bekasi',
  'Medan',
  'Makassar',
  'Malang',
  'Tangerang',
  'Denpasar',
  'Balikpapan',
  'Palembang',
  'Batam',
  'Depok',
  'Bogor',
];
const DAY_MS = 86_400_000;
const VALID_DAYS = 60;

/** A small deterministic generator (a linear congruential one): n → 0…n-1. */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

type City = { id: number; name: string; countryCode: string; stateCode: string };

/** Monthly pay in whole rupiah, rounded to Rp 250,000 as job ads are. */
const rupiah = (millions: number) => Math.round((millions * 1_000_000) / 250_000) * 250_000;

function descriptionHtml(role: BoardRole, lng: 'en' | 'id', about: string): string {
  const text = role[lng];
  const [duties, needs] =
    lng === 'id' ? ['Tanggung jawab', 'Kualifikasi'] : ['What you will do', 'What we look for'];
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return `<p>${about}</p><h3>${duties}</h3>${list(text.duties)}<h3>${needs}</h3>${list(text.needs)}`;
}

function employmentType(role: BoardRole, roll: number): string {
  if (role.level === 'INTERN') return 'INTERNSHIP';
  if (role.level === 'ENTRY_LEVEL' && roll < 3) return 'PART_TIME';
  if (roll < 5) return 'CONTRACT';
  return 'FULL_TIME';
}

/** Whether the board is there already (its first company). */
async function seeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', BOARD_COMPANIES[0]!.name)
    .executeTakeFirst();
  return !!row;
}

type Skill = { id: number; code: string; nameEn: string; nameId: string };

/** What the board's jobs are made of, read from the seeded reference data. */
export interface BoardRefs {
  categoryId: Map<string, number>;
  /** For a role whose category is missing: the first category. */
  anyCategoryId: number;
  skillByCode: Map<string, Skill>;
  /** The board's cities by name (the first of a name). */
  cities: Map<string, City>;
}

/** The reference data the board needs, or null when some of it is not seeded (then there is no demo board). */
export async function boardRefs(db: Db): Promise<BoardRefs | null> {
  const [categories, skills, cityRows] = await Promise.all([
    db.selectFrom('categories').select(['id', 'slug']).execute(),
    db
      .selectFrom('masters')
      .select(['id', 'code', 'nameEn', 'nameId'])
      .where('codeType', '=', 'SKILLS')
      .execute(),
    db
      .selectFrom('cities')
      .select(['id', 'name', 'countryCode', 'stateCode'])
      .where('countryCode', '=', 'ID')
      .where('name', 'in', CITIES)
      .orderBy('id')
      .execute(),
  ]);
  const cities = new Map<string, City>();
  for (const city of cityRows) if (!cities.has(city.name)) cities.set(city.name, city);
  if (categories.length === 0 || skills.length === 0 || cities.size === 0) return null;
  return {
    categoryId: new Map(categories.map((c) => [c.slug, c.id])),
    anyCategoryId: categories[0]!.id,
    skillByCode: new Map(skills.map((s) => [s.code, s])),
    cities,
  };
}

/** One demo posting: a role of BOARD_ROLES as a company words it, with the choices a recruiter makes. */
export interface BoardJob {
  companyId: number;
  createdBy: number;
  company: { name: string; about: string };
  role: BoardRole;
  lng: 'en' | 'id';
  slug: string;
  /** A draft has its first two steps done (type, description); a closed job was live until `closedAt`. */
  status: 'ACTIVE' | 'CLOSED' | 'DRAFT';
  employmentType: string;
  openings: number;
  salaryMin: number;
  salaryMax: number;
  salaryVisible: boolean;
  remote: boolean;
  places: City[];
  benefits: string[];
  postedAt: Date;
  closedAt?: Date;
}

/** Writes a demo job with its skills, places and benefits as the posting steps would: its id. */
export async function insertBoardJob(db: Db, refs: BoardRefs, spec: BoardJob): Promise<number> {
  const { role, lng } = spec;
  const at = spec.postedAt.toISOString();
  const live = spec.status !== 'DRAFT';
  const html = descriptionHtml(role, lng, spec.company.about);
  const jobSkills = role.skills.map((code) => refs.skillByCode.get(code)).filter((s) => s !== undefined);
  const title = role[lng].title;
  const job: Insertable<JobTable> = {
    companyId: spec.companyId,
    createdBy: spec.createdBy,
    status: spec.status,
    slug: spec.slug,
    title,
    categoryId: refs.categoryId.get(role.category) ?? refs.anyCategoryId,
    employmentType: spec.employmentType,
    positionLevel: role.level,
    jobDomain: role.domain,
    openings: spec.openings,
    descriptionHtml: html,
    descriptionText: textOfHtml(html),
    qualification: role.qualification,
    experienceMin: role.experience[0],
    experienceMax: role.experience[1],
    salaryMin: spec.salaryMin,
    salaryMax: spec.salaryMax,
    salaryVisible: spec.salaryVisible ? 1 : 0,
    isRemote: spec.remote ? 1 : 0,
    searchCompany: spec.company.name,
    searchSkills: skillsSearchText(jobSkills),
    searchRoots: searchRootsOf(
      title,
      jobSkills.map((s) => s.nameId),
    ),
    highlightsAt: at,
    locationAt: live ? at : null,
    benefitsAt: live ? at : null,
    questionsAt: live ? at : null,
    postedAt: live ? at : null,
    validTill: live
      ? new Date(spec.postedAt.getTime() + VALID_DAYS * DAY_MS).toISOString().slice(0, 10)
      : null,
    closedAt: spec.closedAt?.toISOString() ?? null,
    createdAt: at,
    updatedAt: spec.closedAt?.toISOString() ?? at,
  };
  const { id: jobId } = await db.insertInto('jobs').values(job).returning('id').executeTakeFirstOrThrow();
  // The posting steps' own writers: the same positions and columns as a job posted through the API.
  await replaceSkills(
    db,
    jobId,
    jobSkills.map((skill) => skill.id),
  );
  if (!live) return jobId;
  await replaceLocations(db, jobId, spec.places);
  await replaceBenefits(db, jobId, spec.benefits);
  return jobId;
}

/** Monthly pay within the role's band, from and to a percentage of it, rounded as job ads are. */
export function payWithin(role: BoardRole, fromPercent: number, toPercent: number): [number, number] {
  const [low, high] = role.pay;
  return [
    rupiah(low + ((high - low) * fromPercent) / 100),
    rupiah(Math.max(low + ((high - low) * toPercent) / 100, low + 0.5)),
  ];
}

/** Returns how many jobs it posted (0 when the board exists, or the reference data it needs is missing). */
export async function seedDemoBoard(db: Db, now = new Date()): Promise<number> {
  if (await seeded(db)) return 0;
  const refs = await boardRefs(db);
  if (!refs) return 0;
  const { cities } = refs;

  const pick = random(2026);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // Each demo company hires on the Growth plan (its 15 live jobs fit in it), so its team can close and post again.
  const growth = await db
    .selectFrom('plans')
    .selectAll()
    .where('code', '=', 'EMPLOYER_GROWTH')
    .executeTakeFirst();
  const stamp = now.toISOString();
  let posted = 0;
  await db.transaction().execute(async (trx) => {
    for (const [index, company] of BOARD_COMPANIES.entries()) {
      const slug = slugify(company.name);
      const home = cities.get(company.city) ?? [...cities.values()][0]!;
      // A role the company posts again is for another of its branches, not a second copy of the first posting.
      const branches = CITIES.filter((name) => name !== company.city)
        .map((name) => cities.get(name))
        .filter((city) => city !== undefined);
      const office = (time: number) =>
        time === 0 || branches.length === 0 ? home : branches[(index + time - 1) % branches.length]!;
      const postings = new Map<number, number>();
      const userId = await insertDemoUser(
        trx,
        {
          role: 'EMPLOYER',
          email: `hr@${slug}.demo.orbitjobs.local`,
          fullName: `Tim Rekrutmen ${index + 1}`,
          phoneCode: '62',
          phone: `8120000${String(index + 1).padStart(4, '0')}`,
          companyName: company.name,
          passwordHash,
        },
        stamp,
      );
      const { id: companyId } = await trx
        .insertInto('companies')
        .values({
          name: company.name,
          slug,
          aboutHtml: `<p>${company.about}</p>`,
          industryCode: company.industry,
          companySize: company.size,
          foundedYear: company.founded,
          website: `https://${slug}.example`,
          countryCode: 'ID',
          stateCode: home.stateCode,
          cityId: home.id,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('companyMembers')
        .values({ companyId, userId: userId, role: 'ADMIN', createdAt: stamp })
        .execute();
      if (growth) await grantLicence(trx, { companyId }, growth, stamp, null, 365);

      for (let k = 0; k < BOARD_JOBS_PER_COMPANY; k += 1) {
        const roleIndex = company.roles[k % company.roles.length]!;
        const role = BOARD_ROLES[roleIndex]!;
        const time = postings.get(roleIndex) ?? 0;
        postings.set(roleIndex, time + 1);
        const lng = pick(5) < 3 ? 'id' : 'en';
        const remote = role.remote === true && pick(3) === 0;
        const here = office(time);
        const places = remote && pick(2) === 0 ? [] : [here];
        if (!remote && pick(3) === 0) {
          const other = cities.get(CITIES[pick(CITIES.length)]!);
          if (other && other !== here) places.push(other);
        }
        const [salaryMin, salaryMax] = payWithin(role, pick(40), 60 + pick(41));
        const postedAt = new Date(now.getTime() - pick(30 * 24) * 3_600_000 - pick(3_600_000));
        await insertBoardJob(trx, refs, {
          companyId,
          createdBy: userId,
          company,
          role,
          lng,
          slug: `${slugify(role[lng].title)}-${companyId}-${k + 1}`,
          status: 'ACTIVE',
          employmentType: employmentType(role, pick(10)),
          openings: 1 + pick(4),
          salaryMin,
          salaryMax,
          salaryVisible: pick(5) !== 0,
          remote,
          places,
          benefits: BOARD_BENEFITS.slice(0, 3 + pick(BOARD_BENEFITS.length - 2)),
          postedAt,
        });
        posted += 1;
      }
    }
  });
  return posted;
}
