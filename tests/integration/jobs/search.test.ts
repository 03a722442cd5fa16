/**
 * The job search of candidates and guests (get-job-list, and its guest twin): every filter alone, several values of
 * one filter, filters combined, a place with `remote` (there OR remote), the salary and experience edges and
 * `postedWithin`; full-text search over title, description, company name and skill names (prefix of the last word,
 * any case, words AND-ed, relevance before newest, oldest first); query syntax and hostile text that must never
 * fail; bad input (422 naming the field); pages and totals; guests and candidates alike, employers apart.
 *
 * One fixed set of six live jobs of three companies, made once, plus a draft, a closed, an expired and a deleted job
 * that match every filter and every word searched here and must never show. No test changes the set.
 */
import zlib from 'node:zlib';
import { sql } from 'kysely';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import { jobListRequest } from '../../../common/schemas/jobs.js';
import { searchLiveJobs } from '../../../server/modules/jobs/search/index.js';
import { refreshSearchRoots } from '../../../server/modules/jobs/search/searchText.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import {
  dayFromToday,
  errorFields,
  jobsCall,
  loadRefs,
  postJob,
  type PostOverrides,
  type Refs,
  type Result,
  setJob,
  type Who,
} from './helpers.js';

type Session = NonNullable<Who>;
interface Card {
  id: number;
  title: string;
  company: { id: number; compNm: string };
}

/** The live jobs, newest posted first. */
const LIVE = ['desainer', 'staf', 'analyst', 'mobile', 'gudang', 'agen'] as const;
type Live = (typeof LIVE)[number];
type Hidden = 'draft' | 'closed' | 'expired' | 'deleted';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const p = (text: string) => `<p>${text}</p>`;

for (const dialect of dialects) {
  describe(`job search (${dialect})`, () => {
    let t: TestApp;
    let refs: Refs;
    let employerA: Session;
    let candidate: Session;
    const jobs = {} as Record<Live | Hidden, number>;
    const companies = {} as Record<'A' | 'B' | 'C', number>;
    const cat = {} as Record<'A' | 'B' | 'C', number>;
    const skill = {} as Record<'ACCOUNTING' | 'FLUTTER' | 'PYTHON' | 'FIGMA' | 'ENGLISH' | 'SEWING', number>;
    const city = {} as Record<'jakarta' | 'bandung' | 'astanajapura' | 'alorGajah', number>;

    /** Ids of live jobs by name, in the order given. */
    const ids = (...names: Live[]) => names.map((name) => jobs[name]);
    const ALL = () => ids(...LIVE);

    const search = (body: Record<string, unknown>, who: Who = null) =>
      jobsCall<Card[]>(t.app, 'getJobList', who, { body });
    /** The ids a search finds, after checking it answered 200. */
    async function found(body: Record<string, unknown>, who: Who = null): Promise<number[]> {
      const res = await search(body, who);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code).toBe('SUCCESS');
      return res.body.data.map((c) => c.id);
    }
    const foundSet = async (body: Record<string, unknown>) => new Set(await found(body));
    const byFilter = (filter: Record<string, unknown>) => found({ filter });

    beforeAll(async () => {
      t = await createTestApp(dialect);
      const db = t.app.deps.db;
      refs = await loadRefs(t);
      employerA = await signIn(t.app, 'EMPLOYER');
      const employerB = await signIn(t.app, 'EMPLOYER');
      const employerC = await signIn(t.app, 'EMPLOYER');
      candidate = await signIn(t.app, 'CANDIDATE');

      // Company names are copied into the jobs' search text when a job is created: named before posting.
      const names = { A: 'PT Sinar Nusantara', B: 'PT Beta Niaga', C: 'Zebrafish Labs' } as const;
      for (const [key, who] of [
        ['A', employerA],
        ['B', employerB],
        ['C', employerC],
      ] as const) {
        const member = await db
          .selectFrom('companyMembers')
          .select('companyId')
          .where('userId', '=', who.userId!)
          .executeTakeFirstOrThrow();
        companies[key] = member.companyId;
        await db
          .updateTable('companies')
          .set({ name: names[key] })
          .where('id', '=', member.companyId)
          .execute();
      }

      const categories = await db
        .selectFrom('categories')
        .select('id')
        .where('isActive', '=', 1)
        .orderBy('sortOrder')
        .orderBy('id')
        .limit(3)
        .execute();
      [cat.A, cat.B, cat.C] = categories.map((c) => c.id) as [number, number, number];
      const skills = await db
        .selectFrom('masters')
        .select(['id', 'code'])
        .where('codeType', '=', 'SKILLS')
        .where('isApproved', '=', 1)
        .where('code', 'in', ['ACCOUNTING', 'FLUTTER', 'PYTHON', 'FIGMA', 'ENGLISH', 'SEWING'])
        .execute();
      for (const row of skills) skill[row.code as keyof typeof skill] = row.id;
      expect(Object.keys(skill)).toHaveLength(6);
      const cityOf = async (countryCode: string, stateCode: string, name: string) => {
        const row = await db
          .selectFrom('cities')
          .select('id')
          .where('countryCode', '=', countryCode)
          .where('stateCode', '=', stateCode)
          .where('name', '=', name)
          .orderBy('id')
          .executeTakeFirst();
        if (!row) throw new Error(`no city ${name} (${countryCode}/${stateCode}) in the seed`);
        return row.id;
      };
      city.jakarta = await cityOf('ID', 'JK', 'Jakarta');
      city.bandung = await cityOf('ID', 'JB', 'Bandung');
      city.astanajapura = await cityOf('ID', 'JB', 'Astanajapura');
      city.alorGajah = await cityOf('MY', '04', 'Alor Gajah');

      interface Spec {
        who: Session;
        title: string;
        category: number;
        type: string;
        level: string;
        domain: string;
        description: string;
        skills: number[];
        cities: number[];
        remote: boolean;
        salary: [number, number];
        experience: [number, number];
        until?: PostOverrides['until'];
      }
      const post = async (s: Spec) => {
        const doc = await postJob(t.app, s.who, refs, {
          type: {
            title: s.title,
            categoryId: s.category,
            employmentType: s.type,
            positionLevel: s.level,
            jobDomain: s.domain,
          },
          highlights: {
            description: s.description,
            skills: s.skills,
            salaryMin: s.salary[0],
            salaryMax: s.salary[1],
            experienceMin: s.experience[0],
            experienceMax: s.experience[1],
          },
          location: { isRemote: s.remote, cityIds: s.cities },
          ...(s.until ? { until: s.until } : {}),
        });
        return doc.id;
      };

      jobs.staf = await post({
        who: employerA,
        title: 'Staf Akuntansi',
        category: cat.A,
        type: 'FULL_TIME',
        level: 'STAFF',
        domain: 'ACCOUNTING_FINANCE',
        description: p(
          'Mengelola pembukuan harian dan laporan keuangan bulanan perusahaan kami di kantor pusat.',
        ),
        skills: [skill.ACCOUNTING],
        cities: [city.jakarta],
        remote: false,
        salary: [5_000_000, 8_000_000],
        experience: [1, 3],
      });
      jobs.mobile = await post({
        who: employerB,
        title: 'Mobile Developer',
        category: cat.A,
        type: 'CONTRACT',
        level: 'SENIOR_STAFF',
        domain: 'INFORMATION_TECHNOLOGY',
        description: p(
          'Build mobile apps used by thousands of travellers across the archipelago; our café is free.',
        ),
        skills: [skill.FLUTTER],
        cities: [city.bandung],
        remote: true,
        salary: [10_000_000, 15_000_000],
        experience: [3, 5],
      });
      jobs.gudang = await post({
        who: employerC,
        title: 'Kepala Gudang',
        category: cat.C,
        type: 'FULL_TIME',
        level: 'SUPERVISOR',
        domain: 'LOGISTICS',
        description: p('Mengatur stok barang dan tim pengiriman di gudang utama setiap hari kerja.'),
        skills: [skill.PYTHON],
        cities: [city.alorGajah],
        remote: false,
        salary: [7_000_000, 9_000_000],
        experience: [5, 10],
      });
      jobs.desainer = await post({
        who: employerB,
        title: 'Desainer Grafis Senior',
        category: cat.B,
        type: 'PART_TIME',
        level: 'STAFF',
        domain: 'DESIGN_CREATIVE',
        description: p(
          'Create posters for social media; work with the gudang team on product photos every week.',
        ),
        skills: [skill.FIGMA, skill.SEWING],
        cities: [city.jakarta, city.bandung],
        remote: true,
        salary: [4_000_000, 5_000_000],
        experience: [0, 2],
      });
      jobs.agen = await post({
        who: employerA,
        title: 'Agen Layanan Pelanggan',
        category: cat.B,
        type: 'INTERNSHIP',
        level: 'ENTRY_LEVEL',
        domain: 'CUSTOMER_SERVICE',
        description: p(
          'Menjawab pertanyaan pelanggan lewat obrolan dan surel dari rumah; bisa bahasa हिन्दी.',
        ),
        skills: [skill.ENGLISH],
        cities: [],
        remote: true,
        salary: [3_000_000, 4_000_000],
        experience: [0, 0],
      });
      jobs.analyst = await post({
        who: employerC,
        title: 'Data Analyst Python',
        category: cat.A,
        type: 'FULL_TIME',
        level: 'MANAGER',
        domain: 'INFORMATION_TECHNOLOGY',
        description: p('Analyse sales numbers, build dashboards, explain trends to the board every month.'),
        skills: [skill.PYTHON, skill.ACCOUNTING],
        cities: [city.astanajapura],
        remote: false,
        salary: [15_000_000, 25_000_000],
        experience: [5, 8],
      });

      // Jobs that are not live match everything asked for below, so any leak shows.
      const hidden = (who: Session, until?: PostOverrides['until']): Spec => ({
        who,
        title: 'Staf Akuntansi Gudang',
        category: cat.A,
        type: 'FULL_TIME',
        level: 'STAFF',
        domain: 'INFORMATION_TECHNOLOGY',
        description: p(
          'Staf akuntansi gudang senior obrolan archipelago café zebrafish flutter python inggris build.',
        ),
        skills: [skill.ACCOUNTING, skill.FLUTTER, skill.PYTHON, skill.FIGMA, skill.ENGLISH],
        cities: [city.jakarta, city.bandung, city.astanajapura, city.alorGajah],
        remote: true,
        salary: [1_000_000, 100_000_000],
        experience: [0, 20],
        ...(until ? { until } : {}),
      });
      jobs.draft = await post(hidden(employerA, 'questions'));
      jobs.closed = await post(hidden(employerA));
      jobs.expired = await post(hidden(employerB));
      jobs.deleted = await post(hidden(employerC));
      const closed = await jobsCall(t.app, 'activate', employerA, {
        params: { id: jobs.closed },
        body: { active: false },
      });
      expect(closed.status).toBe(200);
      await setJob(t, jobs.expired, { validTill: dayFromToday(-1) });
      const deleted = await jobsCall(t.app, 'softDelete', employerC, { body: { id: jobs.deleted } });
      expect(deleted.status).toBe(200);

      // Posting dates (the order of LIVE), not the order of the ids.
      await setJob(t, jobs.desainer, { postedAt: hoursAgo(1 / 6) });
      await setJob(t, jobs.staf, { postedAt: hoursAgo(2) });
      await setJob(t, jobs.analyst, { postedAt: hoursAgo(23) });
      await setJob(t, jobs.mobile, { postedAt: hoursAgo(25) });
      await setJob(t, jobs.gudang, { postedAt: hoursAgo(20 * 24) });
      await setJob(t, jobs.agen, { postedAt: hoursAgo(40 * 24) });
    });
    afterAll(async () => {
      await t?.close();
    });

    describe('filters', () => {
      it('without filters lists every live job, newest posted first, and nothing else', async () => {
        const res = await search({});
        expect(res.status).toBe(200);
        expect(res.body.data.map((c) => c.id)).toEqual(ALL());
        expect(res.body.paginator).toMatchObject({ totalDocs: 6, page: 1, totalPages: 1 });
      });

      it('by category, type of employment, level and domain (several values: any of them)', async () => {
        expect(await byFilter({ categoryIds: [cat.A] })).toEqual(ids('staf', 'analyst', 'mobile'));
        expect(await byFilter({ categoryIds: [cat.B, cat.C] })).toEqual(ids('desainer', 'gudang', 'agen'));
        expect(await byFilter({ employmentTypes: ['FULL_TIME'] })).toEqual(ids('staf', 'analyst', 'gudang'));
        expect(await byFilter({ employmentTypes: ['CONTRACT', 'INTERNSHIP'] })).toEqual(
          ids('mobile', 'agen'),
        );
        expect(await byFilter({ positionLevels: ['STAFF'] })).toEqual(ids('desainer', 'staf'));
        expect(await byFilter({ positionLevels: ['MANAGER', 'SUPERVISOR'] })).toEqual(
          ids('analyst', 'gudang'),
        );
        expect(await byFilter({ jobDomains: ['INFORMATION_TECHNOLOGY'] })).toEqual(ids('analyst', 'mobile'));
        expect(await byFilter({ jobDomains: ['ACCOUNTING_FINANCE', 'LOGISTICS'] })).toEqual(
          ids('staf', 'gudang'),
        );
      });

      it('answers an unknown code or id with no jobs, not an error', async () => {
        expect(await byFilter({ employmentTypes: ['NO_SUCH_TYPE'] })).toEqual([]);
        expect(await byFilter({ positionLevels: ['NO_SUCH_LEVEL'] })).toEqual([]);
        expect(await byFilter({ jobDomains: ['no such domain'] })).toEqual([]);
        expect(await byFilter({ categoryIds: [987_654] })).toEqual([]);
        expect(await byFilter({ skillIds: [987_654] })).toEqual([]);
        expect(await byFilter({ cityIds: [987_654_321] })).toEqual([]);
        expect(await byFilter({ companyId: 987_654 })).toEqual([]);
        expect(await byFilter({ countryCode: 'SG' })).toEqual([]);
        // One known value among unknown ones still finds its jobs.
        expect(await byFilter({ employmentTypes: ['NO_SUCH_TYPE', 'CONTRACT'] })).toEqual(ids('mobile'));
      });

      it('by skill, once per job however many of its skills match', async () => {
        expect(await byFilter({ skillIds: [skill.PYTHON] })).toEqual(ids('analyst', 'gudang'));
        expect(await byFilter({ skillIds: [skill.ENGLISH] })).toEqual(ids('agen'));
        expect(await byFilter({ skillIds: [skill.FLUTTER, skill.FIGMA] })).toEqual(ids('desainer', 'mobile'));
        const both = await search({ filter: { skillIds: [skill.PYTHON, skill.ACCOUNTING] } });
        expect(both.body.data.map((c) => c.id)).toEqual(ids('staf', 'analyst', 'gudang'));
        expect(both.body.paginator!.totalDocs).toBe(3);
      });

      it('by company', async () => {
        expect(await byFilter({ companyId: companies.A })).toEqual(ids('staf', 'agen'));
        expect(await byFilter({ companyId: companies.B })).toEqual(ids('desainer', 'mobile'));
        const c = await search({ filter: { companyId: companies.C } });
        expect(c.body.data.map((card) => card.id)).toEqual(ids('analyst', 'gudang'));
        expect(c.body.data.map((card) => card.company.compNm)).toEqual(['Zebrafish Labs', 'Zebrafish Labs']);
      });

      it('by city (any of several), by state, by country; cities win over a state or a country', async () => {
        expect(await byFilter({ cityIds: [city.jakarta] })).toEqual(ids('desainer', 'staf'));
        expect(await byFilter({ cityIds: [city.bandung] })).toEqual(ids('desainer', 'mobile'));
        expect(await byFilter({ cityIds: [city.jakarta, city.bandung] })).toEqual(
          ids('desainer', 'staf', 'mobile'),
        );
        expect(await byFilter({ cityIds: [city.alorGajah] })).toEqual(ids('gudang'));
        expect(await byFilter({ countryCode: 'ID' })).toEqual(ids('desainer', 'staf', 'analyst', 'mobile'));
        // Codes in any case, as the other calls that take them.
        expect(await byFilter({ countryCode: 'id' })).toEqual(ids('desainer', 'staf', 'analyst', 'mobile'));
        expect(await byFilter({ countryCode: 'MY' })).toEqual(ids('gudang'));
        expect(await byFilter({ countryCode: 'ID', stateCode: 'JB' })).toEqual(
          ids('desainer', 'analyst', 'mobile'),
        );
        expect(await byFilter({ countryCode: 'ID', stateCode: 'JK' })).toEqual(ids('desainer', 'staf'));
        expect(await byFilter({ countryCode: 'MY', stateCode: 'JB' })).toEqual([]);
        expect(await byFilter({ cityIds: [city.jakarta], countryCode: 'MY' })).toEqual(
          ids('desainer', 'staf'),
        );
      });

      it('by remote; `remote: false` narrows nothing', async () => {
        expect(await byFilter({ remote: true })).toEqual(ids('desainer', 'mobile', 'agen'));
        expect(await byFilter({ remote: false })).toEqual(ALL());
        expect(await byFilter({ countryCode: 'MY', remote: false })).toEqual(ids('gudang'));
      });

      it('a place and remote together: jobs there OR remote ones', async () => {
        expect(await byFilter({ countryCode: 'MY', remote: true })).toEqual(
          ids('desainer', 'mobile', 'gudang', 'agen'),
        );
        expect(await byFilter({ cityIds: [city.astanajapura], remote: true })).toEqual(
          ids('desainer', 'analyst', 'mobile', 'agen'),
        );
        expect(await byFilter({ countryCode: 'ID', stateCode: 'JK', remote: true })).toEqual(
          ids('desainer', 'staf', 'mobile', 'agen'),
        );
      });

      it('by salary: ranges that overlap, equal bounds included', async () => {
        // staf 5–8M, mobile 10–15M, gudang 7–9M, desainer 4–5M, agen 3–4M, analyst 15–25M.
        expect(await byFilter({ salaryMin: 15_000_000 })).toEqual(ids('analyst', 'mobile'));
        expect(await byFilter({ salaryMin: 15_000_001 })).toEqual(ids('analyst'));
        expect(await byFilter({ salaryMin: '25,000,000' })).toEqual(ids('analyst'));
        expect(await byFilter({ salaryMin: 25_000_001 })).toEqual([]);
        expect(await byFilter({ salaryMax: 4_000_000 })).toEqual(ids('desainer', 'agen'));
        expect(await byFilter({ salaryMax: 3_999_999 })).toEqual(ids('agen'));
        expect(await byFilter({ salaryMax: 2_999_999 })).toEqual([]);
        expect(await byFilter({ salaryMin: 8_000_000, salaryMax: 10_000_000 })).toEqual(
          ids('staf', 'mobile', 'gudang'),
        );
        expect(await byFilter({ salaryMin: 8_000_001, salaryMax: 9_999_999 })).toEqual(ids('gudang'));
        expect(await byFilter({ salaryMin: 5_000_000, salaryMax: 5_000_000 })).toEqual(
          ids('desainer', 'staf'),
        );
      });

      it('by experience: jobs whose range holds those years, both ends included', async () => {
        // staf 1–3, mobile 3–5, gudang 5–10, desainer 0–2, agen 0–0, analyst 5–8.
        expect(await byFilter({ experience: 0 })).toEqual(ids('desainer', 'agen'));
        expect(await byFilter({ experience: 1 })).toEqual(ids('desainer', 'staf'));
        expect(await byFilter({ experience: 3 })).toEqual(ids('staf', 'mobile'));
        expect(await byFilter({ experience: 5 })).toEqual(ids('analyst', 'mobile', 'gudang'));
        expect(await byFilter({ experience: '10' })).toEqual(ids('gudang'));
        expect(await byFilter({ experience: 11 })).toEqual([]);
      });

      it('by posting date', async () => {
        expect(await byFilter({ postedWithin: '1d' })).toEqual(ids('desainer', 'staf', 'analyst'));
        expect(await byFilter({ postedWithin: '7d' })).toEqual(ids('desainer', 'staf', 'analyst', 'mobile'));
        expect(await byFilter({ postedWithin: '30d' })).toEqual(
          ids('desainer', 'staf', 'analyst', 'mobile', 'gudang'),
        );
      });

      it('combines filters: every one narrows', async () => {
        expect(await byFilter({ categoryIds: [cat.A], employmentTypes: ['FULL_TIME'] })).toEqual(
          ids('staf', 'analyst'),
        );
        expect(
          await byFilter({
            categoryIds: [cat.A],
            employmentTypes: ['FULL_TIME'],
            countryCode: 'ID',
            stateCode: 'JB',
          }),
        ).toEqual(ids('analyst'));
        expect(await byFilter({ skillIds: [skill.PYTHON, skill.FLUTTER], remote: true })).toEqual(
          ids('mobile'),
        );
        expect(await byFilter({ salaryMax: 12_000_000, experience: 5 })).toEqual(ids('mobile', 'gudang'));
        expect(
          await byFilter({ postedWithin: '7d', remote: true, positionLevels: ['STAFF', 'SENIOR_STAFF'] }),
        ).toEqual(ids('desainer', 'mobile'));
        expect(await byFilter({ companyId: companies.B, cityIds: [city.jakarta] })).toEqual(ids('desainer'));
        expect(await byFilter({ companyId: companies.A, postedWithin: '30d', remote: true })).toEqual([]);
      });

      it('ignores what is not a search filter: a tab, an unknown key', async () => {
        expect(await byFilter({ status: 'DRAFT' })).toEqual(ALL());
        expect(await byFilter({ status: 'CLOSED', remote: true })).toEqual(ids('desainer', 'mobile', 'agen'));
        expect(await byFilter({ isDeleted: true, companyIds: [companies.A] })).toEqual(ALL());
      });
    });

    describe('text search', () => {
      it('finds a word of the title, of the description only, of the company only, of a skill only', async () => {
        expect(await foundSet({ search: 'akuntansi' })).toEqual(new Set(ids('staf', 'analyst')));
        expect(await found({ search: 'archipelago' })).toEqual(ids('mobile'));
        expect(await found({ search: 'obrolan' })).toEqual(ids('agen'));
        expect(await foundSet({ search: 'zebrafish' })).toEqual(new Set(ids('analyst', 'gudang')));
        expect(await found({ search: 'niaga', sortBy: 'newest' })).toEqual(ids('desainer', 'mobile'));
        expect(await found({ search: 'flutter' })).toEqual(ids('mobile'));
        // A skill's Indonesian name (English → 'Bahasa Inggris').
        expect(await found({ search: 'inggris' })).toEqual(ids('agen'));
      });

      it("finds the Indonesian root of a word of the title or of a skill's Indonesian name, below the word", async () => {
        // 'Agen Layanan Pelanggan', whose description says 'pelanggan' too: only the title's words are rooted.
        expect(await found({ search: 'langgan' })).toEqual(ids('agen'));
        expect(await found({ search: 'langgan agen' })).toEqual(ids('agen'));
        // The designer's skill Sewing, in Indonesian 'Menjahit'.
        expect(await found({ search: 'jahit' })).toEqual(ids('desainer'));
        // 'gudang' is a word of Kepala Gudang's title, and the root of none: no job more.
        expect(await found({ search: 'gudang' })).toEqual(ids('gudang', 'desainer'));
      });

      it('fills the roots of jobs that have none (the seed, after migration 029 or a change of the rules)', async () => {
        const db = t.app.deps.db;
        await db.updateTable('jobs').set({ searchRoots: '' }).where('id', '=', jobs.agen).execute();
        expect(await found({ search: 'langgan' })).toEqual([]);
        expect(await refreshSearchRoots(db)).toBe(1);
        expect(await found({ search: 'langgan' })).toEqual(ids('agen'));
        expect(await refreshSearchRoots(db)).toBe(0);
      });

      it('matches the last word as a prefix, the others whole, in any case', async () => {
        expect(await foundSet({ search: 'akun' })).toEqual(new Set(ids('staf', 'analyst')));
        expect(await foundSet({ search: 'ZEBRA' })).toEqual(new Set(ids('analyst', 'gudang')));
        expect(await foundSet({ search: 'AkUnTaNsI' })).toEqual(new Set(ids('staf', 'analyst')));
        expect(await found({ search: 'staf akun' })).toEqual(ids('staf'));
        expect(await found({ search: 'akun staf' })).toEqual([]);
        expect(await found({ search: 'Gudang SENIOR' })).toEqual(ids('desainer'));
      });

      it('needs every word (AND), wherever each one is', async () => {
        expect(await found({ search: 'staf akuntansi' })).toEqual(ids('staf'));
        expect(await foundSet({ search: 'python zebrafish' })).toEqual(new Set(ids('analyst', 'gudang')));
        expect(await found({ search: 'pt niaga flutter' })).toEqual(ids('mobile'));
        expect(await found({ search: 'python niaga' })).toEqual([]);
        expect(await found({ search: 'archipelago obrolan' })).toEqual([]);
      });

      it('orders by relevance by default: a title match before a description-only match', async () => {
        // Kepala Gudang (title, posted 20 days ago) before the designer's job (description, 10 minutes ago).
        expect(await found({ search: 'gudang' })).toEqual(ids('gudang', 'desainer'));
        expect(await found({ search: 'gudang', sortBy: 'relevance' })).toEqual(ids('gudang', 'desainer'));
        expect(await found({ search: 'akuntansi' })).toEqual(ids('staf', 'analyst'));
      });

      it('ranks the newest jobs holding the words on SQLite (the relevance window), then the older ones newest first', async () => {
        const within = async (window: number, page = 1, limit = 10, filter = {}) => {
          const request = v.parse(jobListRequest, { search: 'gudang', page, limit, filter });
          const { jobs: found_, total } = await searchLiveJobs(t.app.deps.db, request, new Date(), window);
          return { ids: found_.map((job) => job.id), total };
        };
        expect(await within(6)).toEqual({ ids: ids('gudang', 'desainer'), total: 2 });
        if (dialect === 'postgres') {
          // PostgreSQL ranks every match.
          expect(await within(1)).toEqual({ ids: ids('gudang', 'desainer'), total: 2 });
          return;
        }
        // The five newest jobs holding 'gudang' are the four hidden ones and the designer's job: with a window of 5
        // the designer's job is ranked alone and Kepala Gudang (older, a title match) follows; with 6 both are.
        expect(await within(5)).toEqual({ ids: ids('desainer', 'gudang'), total: 2 });
        expect(await within(1)).toEqual({ ids: ids('desainer', 'gudang'), total: 2 });
        // Pages across the window's end: the window's page, the first older one, past the end.
        expect(await within(5, 1, 1)).toEqual({ ids: ids('desainer'), total: 2 });
        expect(await within(5, 2, 1)).toEqual({ ids: ids('gudang'), total: 2 });
        expect(await within(5, 3, 1)).toEqual({ ids: [], total: 2 });
        expect(await within(6, 3, 1)).toEqual({ ids: [], total: 2 });
        // With a filter the same order comes from one query (the window's ranked, the older ones after).
        const lastMonth = { postedWithin: '30d' };
        expect(await within(5, 1, 10, lastMonth)).toEqual({ ids: ids('desainer', 'gudang'), total: 2 });
        expect(await within(6, 1, 10, lastMonth)).toEqual({ ids: ids('gudang', 'desainer'), total: 2 });
        expect(await within(5, 2, 1, lastMonth)).toEqual({ ids: ids('gudang'), total: 2 });
        expect(await within(5, 3, 1, lastMonth)).toEqual({ ids: [], total: 2 });
        expect(await within(5, 1, 10, { postedWithin: '7d' })).toEqual({ ids: ids('desainer'), total: 1 });
      });

      if (dialect === 'postgres') {
        it('keeps each search on one core: no parallel workers for the tables it reads (migration 027)', async () => {
          const { rows } = await sql<{ relname: string; reloptions: string[] | null }>`
            select relname, reloptions from pg_class
            where relname in ('jobs', 'jobLocations', 'jobSkills') and relnamespace = current_schema()::regnamespace
            order by relname`.execute(t.app.deps.db);
          expect(rows).toEqual([
            { relname: 'jobLocations', reloptions: ['parallel_workers=0'] },
            { relname: 'jobSkills', reloptions: ['parallel_workers=0'] },
            { relname: 'jobs', reloptions: ['parallel_workers=0'] },
          ]);
        });
      }

      it('orders newest first, or oldest first with sort 1', async () => {
        expect(await found({ search: 'gudang', sortBy: 'newest' })).toEqual(ids('desainer', 'gudang'));
        expect(await found({ search: 'gudang', sortBy: 'newest', sort: 1 })).toEqual(
          ids('gudang', 'desainer'),
        );
        expect(await found({ search: 'python', sortBy: 'newest', sort: 1 })).toEqual(
          ids('gudang', 'analyst'),
        );
        // sort 1 orders the newest order only: with words, relevance stays the default.
        expect(await found({ search: 'python', sort: 1 })).toEqual(ids('analyst', 'gudang'));
        expect(await found({ search: 'akuntansi', sortBy: 'newest', sort: 1 })).toEqual(
          ids('analyst', 'staf'),
        );
        expect(await found({ sort: 1 })).toEqual([...ALL()].reverse());
        expect(await found({ sort: -1 })).toEqual(ALL());
        // Without words there is no relevance: newest first.
        expect(await found({ sortBy: 'relevance' })).toEqual(ALL());
        expect(await found({ search: '   ', sortBy: 'relevance' })).toEqual(ALL());
      });

      it('searches within the filters', async () => {
        expect(await found({ search: 'python', filter: { countryCode: 'MY' } })).toEqual(ids('gudang'));
        expect(await found({ search: 'gudang', filter: { postedWithin: '7d' } })).toEqual(ids('desainer'));
        expect(await found({ search: 'akun', filter: { remote: true } })).toEqual([]);
        expect(await found({ search: 'zebrafish', filter: { experience: 8 }, sortBy: 'newest' })).toEqual(
          ids('analyst', 'gudang'),
        );
        const res = await search({ search: 'niaga', filter: { skillIds: [skill.FIGMA] } });
        expect(res.body.data.map((c) => c.id)).toEqual(ids('desainer'));
        expect(res.body.paginator!.totalDocs).toBe(1);
      });

      it('treats punctuation as a word break, never as query syntax', async () => {
        const cases: [string, number[]][] = [
          ['"', ALL()],
          ['*', ALL()],
          ['(', ALL()],
          ["'", ALL()],
          ['-', ALL()],
          [':', ALL()],
          ['%', ALL()],
          ['_', ALL()],
          ['"*()-:^+~<>&|!\\', ALL()],
          ['-x', []],
          ['-flutter', ids('mobile')],
          ['staf-akuntansi', ids('staf')],
          ['"staf akuntansi"', ids('staf')],
          ['akuntansi*', ids('staf', 'analyst')],
          ['"akun', ids('staf', 'analyst')],
          ['kepala (gudang', ids('gudang')],
          ['gudang:*', ids('gudang', 'desainer')],
          ['gudang\\', ids('gudang', 'desainer')],
          // Operators of FTS5 and of tsquery are plain words (which no job has) or word breaks.
          ['NEAR(a b)', []],
          ['a OR b', []],
          ['title:x', []],
          ['NEAR(gudang senior)', []],
          ['NEAR(gudang senior, 5)', []],
          ['gudang OR flutter', []],
          ['gudang NOT senior', []],
          ['gudang & !senior', ids('desainer')],
          ['gudang | flutter', []],
          ['gudang <-> senior', ids('desainer')],
          ['title:gudang', []],
          ['{title}: gudang', []],
          ['^gudang', ids('gudang', 'desainer')],
          ["'; DROP TABLE jobs; --", []],
          ["gudang' OR '1'='1", []],
        ];
        for (const [text, expected] of cases) {
          expect(new Set(await found({ search: text })), text).toEqual(new Set(expected));
        }
        expect(await found({})).toEqual(ALL());
      });

      it('takes any script and any length up to 100 characters without failing', async () => {
        const cases: [string, number[]][] = [
          ['café', ids('mobile')],
          ['CAFÉ', ids('mobile')],
          ['日本語', []],
          ['Ünïcödé ñandú', []],
          ['Ελληνικά', []],
          ['مرحبا', []],
          ['🚀🔥', ALL()],
          ['gudang 🚀', ids('gudang', 'desainer')],
          ['\u200b\ufeff', ALL()],
          ['a'.repeat(100), []],
          ['gudang '.repeat(15).slice(0, 100), ids('gudang', 'desainer')],
          [Array.from({ length: 50 }, () => 'ó').join(' '), []],
        ];
        for (const [text, expected] of cases) {
          expect(new Set(await found({ search: text })), text).toEqual(new Set(expected));
        }
      });

      // Marks stay inside words (Devanagari vowel signs, Arabic vowel marks, accents typed decomposed): a word cut at
      // them would match no lexeme of PostgreSQL's tsvector, which holds the whole word.
      it('finds a word written with combining marks, as typed', async () => {
        expect(await found({ search: 'हिन्दी' })).toEqual(ids('agen'));
        expect(await found({ search: 'bahasa हिन्' })).toEqual(ids('agen'));
      });
    });

    describe('pages', () => {
      it('counts the filtered jobs and pages through them', async () => {
        const first = await search({ filter: { countryCode: 'ID' }, limit: 3 });
        expect(first.body.data.map((c) => c.id)).toEqual(ids('desainer', 'staf', 'analyst'));
        expect(first.body.paginator).toEqual({
          totalDocs: 4,
          offset: 0,
          limit: 3,
          totalPages: 2,
          page: 1,
          hasPrevPage: false,
          hasNextPage: true,
          prevPage: null,
          nextPage: 2,
        });
        const second = await search({ filter: { countryCode: 'ID' }, limit: 3, page: 2 });
        expect(second.body.data.map((c) => c.id)).toEqual(ids('mobile'));
        expect(second.body.paginator).toMatchObject({
          totalDocs: 4,
          page: 2,
          hasPrevPage: true,
          hasNextPage: false,
          prevPage: 1,
          nextPage: null,
        });
        const all = await search({ limit: 4, page: 2 });
        expect(all.body.data.map((c) => c.id)).toEqual(ids('gudang', 'agen'));
        expect(all.body.paginator).toMatchObject({ totalDocs: 6, totalPages: 2, offset: 4 });
      });

      it('pages a text search in relevance order', async () => {
        const second = await search({ search: 'gudang', limit: 1, page: 2 });
        expect(second.body.data.map((c) => c.id)).toEqual(ids('desainer'));
        expect(second.body.paginator).toMatchObject({
          totalDocs: 2,
          totalPages: 2,
          page: 2,
          hasNextPage: false,
        });
      });

      it('answers a page past the end with no jobs and the right paginator', async () => {
        const res = await search({ filter: { countryCode: 'ID' }, limit: 3, page: 9 });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual([]);
        expect(res.body.paginator).toEqual({
          totalDocs: 4,
          offset: 24,
          limit: 3,
          totalPages: 2,
          page: 9,
          hasPrevPage: true,
          hasNextPage: false,
          prevPage: 8,
          nextPage: null,
        });
        const none = await search({ search: 'archipelago obrolan' });
        expect(none.body.data).toEqual([]);
        expect(none.body.paginator).toMatchObject({
          totalDocs: 0,
          totalPages: 1,
          page: 1,
          hasNextPage: false,
        });
      });
    });

    describe('bad input', () => {
      const fields = async (body: unknown, who: Who = null) => {
        const res: Result<unknown> = await jobsCall(t.app, 'getJobList', who, { body });
        expect(res.status, JSON.stringify(body)).toBe(422);
        return errorFields(res);
      };

      it('answers 422 naming the field', async () => {
        const cases: [unknown, string][] = [
          [{ limit: 1000 }, 'limit'],
          [{ limit: 0 }, 'limit'],
          [{ page: 0 }, 'page'],
          [{ page: 'two' }, 'page'],
          [{ sort: 5 }, 'sort'],
          [{ sortBy: 'popular' }, 'sortBy'],
          [{ search: 'a'.repeat(101) }, 'search'],
          [{ search: 42 }, 'search'],
          [{ search: 'gudang\u0000' }, 'search'],
          [{ filter: [] }, 'filter'],
          [{ filter: 'remote' }, 'filter'],
          [{ filter: { salaryMin: 9_000_000, salaryMax: 8_000_000 } }, 'filter.salaryMax'],
          [{ filter: { salaryMin: -1 } }, 'filter.salaryMin'],
          [{ filter: { salaryMax: 'lots' } }, 'filter.salaryMax'],
          [{ filter: { stateCode: 'JB' } }, 'filter.countryCode'],
          [{ filter: { countryCode: 'indonesia' } }, 'filter.countryCode'],
          [{ filter: { countryCode: 'I' } }, 'filter.countryCode'],
          [{ filter: { countryCode: 'ID', stateCode: 'jawa barat' } }, 'filter.stateCode'],
          [{ filter: { postedWithin: '2d' } }, 'filter.postedWithin'],
          [{ filter: { experience: 51 } }, 'filter.experience'],
          [{ filter: { experience: -1 } }, 'filter.experience'],
          [{ filter: { remote: 'yes' } }, 'filter.remote'],
          [{ filter: { remote: 1 } }, 'filter.remote'],
          [{ filter: { companyId: 0 } }, 'filter.companyId'],
          [{ filter: { categoryIds: Array.from({ length: 21 }, (_, i) => i + 1) } }, 'filter.categoryIds'],
          [{ filter: { categoryIds: [cat.A, cat.A] } }, 'filter.categoryIds'],
          [{ filter: { skillIds: [skill.PYTHON, String(skill.PYTHON)] } }, 'filter.skillIds'],
          [{ filter: { cityIds: 'jakarta' } }, 'filter.cityIds'],
          [{ filter: { employmentTypes: ['FULL_TIME', 'FULL_TIME'] } }, 'filter.employmentTypes'],
          [{ filter: { jobDomains: Array.from({ length: 21 }, (_, i) => `D${i}`) } }, 'filter.jobDomains'],
        ];
        for (const [body, field] of cases) {
          expect(await fields(body), JSON.stringify(body)).toEqual([field]);
        }
        expect(await fields({ filter: { categoryIds: ['abc'] } })).toEqual(['filter.categoryIds.0']);
        expect(await fields({ filter: { positionLevels: [''] } })).toEqual(['filter.positionLevels.0']);
      });

      it('refuses the same way on the signed-in path', async () => {
        expect(await fields({ filter: { salaryMin: 2, salaryMax: 1 } }, candidate)).toEqual([
          'filter.salaryMax',
        ]);
        expect(await fields({ filter: { stateCode: 'JK' } }, candidate)).toEqual(['filter.countryCode']);
        expect(await fields({ limit: 1000 }, candidate)).toEqual(['limit']);
      });
    });

    describe('who searches', () => {
      it("compresses a candidate's answer, made per request, for a client that takes brotli", async () => {
        const def = findRoute('jobs', 'getJobList')!;
        const res = await t.app.inject({
          method: def.method,
          url: routeUrl(def, {}, false),
          headers: { ...candidate.headers, 'accept-encoding': 'gzip, deflate, br' },
          payload: {},
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toContain('Accept-Encoding');
        const body = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()) as { data: Card[] };
        expect(body.data.map((card) => card.id)).toEqual(ALL());
      });

      it('gives a guest (guest path) and a signed-in candidate the same answers', async () => {
        const bodies: Record<string, unknown>[] = [
          {},
          { search: 'gudang' },
          { search: 'akun', sortBy: 'newest', sort: 1 },
          { filter: { countryCode: 'MY', remote: true }, limit: 2, page: 2 },
          { filter: { salaryMin: 8_000_000, salaryMax: 10_000_000, experience: 5 } },
        ];
        for (const body of bodies) {
          const guest = await search(body, null);
          const signedIn = await search(body, candidate);
          expect(guest.status).toBe(200);
          expect(signedIn.status).toBe(200);
          expect(
            signedIn.body.data.map((c) => c.id),
            JSON.stringify(body),
          ).toEqual(guest.body.data.map((c) => c.id));
          expect(signedIn.body.paginator).toEqual(guest.body.paginator);
        }
        expect(
          (await search({ filter: { countryCode: 'MY', remote: true } }, candidate)).body.data.map(
            (c) => c.id,
          ),
        ).toEqual(ids('desainer', 'mobile', 'gudang', 'agen'));
      });

      it("gives an employer its own company's jobs instead, whatever the search filters say", async () => {
        const res = await search(
          { filter: { companyId: companies.C, remote: true, countryCode: 'MY' } },
          employerA,
        );
        expect(res.status).toBe(200);
        expect(new Set(res.body.data.map((c) => c.id))).toEqual(
          new Set([jobs.staf, jobs.agen, jobs.draft, jobs.closed]),
        );
      });
    });
  });
}
