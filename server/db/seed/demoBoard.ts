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
import { DEMO_PASSWORD } from './demo.js';
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

/** Returns how many jobs it posted (0 when the board exists, or the reference data it needs is missing). */
export async function seedDemoBoard(db: Db, now = new Date()): Promise<number> {
  if (await seeded(db)) return 0;
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
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const skillByCode = new Map(skills.map((s) => [s.code, s]));
  const cities = new Map<string, City>();
  for (const city of cityRows) if (!cities.has(city.name)) cities.set(city.name, city);
  if (categoryId.size === 0 || skillByCode.size === 0 || cities.size === 0) return 0;

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
      const user = await trx
        .insertInto('users')
        .values({
          role: 'EMPLOYER',
          email: `hr@${slug}.demo.orbitjobs.local`,
          fullName: `Tim Rekrutmen ${index + 1}`,
          phoneCode: '62',
          phone: `8120000${String(index + 1).padStart(4, '0')}`,
          companyName: company.name,
          passwordHash,
          status: 'APPROVED',
          isEmailVerified: 1,
          lng: 'id',
          termsAcceptedAt: stamp,
          passwordChangedAt: stamp,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
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
        .values({ companyId, userId: user.id, role: 'ADMIN', createdAt: stamp })
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
        const [low, high] = role.pay;
        const salaryMin = rupiah(low + ((high - low) * pick(40)) / 100);
        const salaryMax = rupiah(Math.max(low + ((high - low) * (60 + pick(41))) / 100, low + 0.5));
        const at = new Date(now.getTime() - pick(30 * 24) * 3_600_000 - pick(3_600_000));
        const postedAt = at.toISOString();
        const validTill = new Date(at.getTime() + VALID_DAYS * DAY_MS).toISOString().slice(0, 10);
        const html = descriptionHtml(role, lng, company.about);
        const jobSkills = role.skills.map((code) => skillByCode.get(code)).filter((s) => s !== undefined);
        const title = role[lng].title;
        const job: Insertable<JobTable> = {
          companyId,
          createdBy: user.id,
          status: 'ACTIVE',
          slug: `${slugify(title)}-${companyId}-${k + 1}`,
          title,
          categoryId: categoryId.get(role.category) ?? categories[0]!.id,
          employmentType: employmentType(role, pick(10)),
          positionLevel: role.level,
          jobDomain: role.domain,
          openings: 1 + pick(4),
          descriptionHtml: html,
          descriptionText: textOfHtml(html),
          qualification: role.qualification,
          experienceMin: role.experience[0],
          experienceMax: role.experience[1],
          salaryMin,
          salaryMax,
          salaryVisible: pick(5) === 0 ? 0 : 1,
          isRemote: remote ? 1 : 0,
          searchCompany: company.name,
          searchSkills: skillsSearchText(jobSkills),
          searchRoots: searchRootsOf(
            title,
            jobSkills.map((s) => s.nameId),
          ),
          highlightsAt: postedAt,
          locationAt: postedAt,
          benefitsAt: postedAt,
          questionsAt: postedAt,
          postedAt,
          validTill,
          createdAt: postedAt,
          updatedAt: postedAt,
        };
        const { id: jobId } = await trx
          .insertInto('jobs')
          .values(job)
          .returning('id')
          .executeTakeFirstOrThrow();
        // The posting steps' own writers: the same positions and columns as a job posted through the API.
        await replaceSkills(
          trx,
          jobId,
          jobSkills.map((skill) => skill.id),
        );
        await replaceLocations(trx, jobId, places);
        await replaceBenefits(trx, jobId, BOARD_BENEFITS.slice(0, 3 + pick(BOARD_BENEFITS.length - 2)));
        posted += 1;
      }
    }
  });
  return posted;
}
