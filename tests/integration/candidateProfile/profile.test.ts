/**
 * The candidate's own profile (issue 12) on SQLite and PostgreSQL: candidate/view with the profile and its completion,
 * candidate-profile/basic-details, personal-details and industry-details (partial updates, codes and places checked
 * against the database, 'Other' suggestions), profile-picture/update, the setup steps and the completion call, and
 * the percent rising by CANDIDATE_SECTION_WEIGHTS to 100. Only the caller's own id (403 for anyone else's, nothing
 * changed); bad input names the field in English and Indonesian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_ENTRY_MODULES,
  CANDIDATE_SECTION_WEIGHTS,
  CANDIDATE_SECTIONS,
  type CandidateSection,
} from '../../../common/constants/candidateProfile.js';
import { PROFILE_PERCENT_THRESHOLD } from '../../../common/constants/limits.js';
import { uniquePhone } from '../accounts/helpers.js';
import { city, employer } from '../company/helpers.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';
import { call } from '../reference/api.js';
import {
  type Auth,
  type Body,
  ENTRY,
  type Lng,
  type OwnView,
  errorFields,
  errorMessage,
  masterId,
  masterRow,
  profileRow,
  section,
  uploaded,
  viewOf,
  yearsAgo,
} from './helpers.js';

type Place = { id: number; countryCode: string; stateCode: string };
const DETAILS = ['basicDetails', 'personalDetails', 'industryDetails'] as const;
type DetailsAction = (typeof DETAILS)[number];

describe.each(dialects)('candidate profile (%s)', (dialect) => {
  let t: TestApp;
  let bandung: Place;
  let jakarta: Place;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    bandung = await city(t.app, 'ID', 'JB', 'Bandung');
    jakarta = await city(t.app, 'ID', 'JK', 'Jakarta');
  });
  afterAll(async () => {
    await t?.close();
  });

  const candidate = (): Promise<Auth> => signIn(t.app, 'CANDIDATE');

  const save = (action: DetailsAction, who: Auth, id: number | string, body: Body, lng: Lng = 'en') =>
    call<OwnView>(t.app, 'candidateProfile', action, { params: { id }, body, headers: who.headers, lng });

  const picture = (who: Auth, picturePath: string | null, lng: Lng = 'en') =>
    call<OwnView>(t.app, 'candidateProfile', 'profilePictureUpdate', {
      body: { picturePath },
      headers: who.headers,
      lng,
    });

  const setup = (who: Auth, body: Body, lng: Lng = 'en') =>
    call<OwnView>(t.app, 'candidateProfile', 'setup', { body, headers: who.headers, lng });

  const userRow = (id: number) =>
    t.app.deps.db
      .selectFrom('users')
      .select(['fullName', 'phoneCode', 'phone', 'picturePath'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** The percent of the sections given, from the weights. */
  const weightOf = (sections: readonly CandidateSection[]) =>
    sections.reduce((sum, s) => sum + CANDIDATE_SECTION_WEIGHTS[s], 0);

  /** Personal details that fill the section. */
  const personal = () => ({ gender: 'FEMALE', dateOfBirth: yearsAgo(24), cityId: bandung.id });
  /** Industry details that fill the section. */
  const industry = async () => ({
    industryCode: 'INFORMATION_TECHNOLOGY',
    jobDomain: 'INFORMATION_TECHNOLOGY',
    skills: [await masterId(t.app, 'SKILLS', 'TYPESCRIPT')],
    yearsOfExperience: 2,
  });

  describe('candidate/view', () => {
    it('shows a fresh candidate with an empty profile: nothing filled without a phone', async () => {
      const me = await candidate();
      const res = await viewOf(t.app, me);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      // signIn writes a name and no phone: the basic details are not complete.
      expect(res.body.data).toMatchObject({
        id: me.userId,
        fullName: 'Candidate Tester',
        phone: null,
        role: 'CANDIDATE',
      });
      expect(res.body.data).not.toHaveProperty('passwordHash');
      expect(res.body.data.profile).toEqual({
        gender: null,
        dateOfBirth: null,
        countryCode: null,
        countryName: null,
        stateCode: null,
        stateName: null,
        cityId: null,
        cityName: null,
        address: null,
        castCategory: null,
        industry: null,
        jobDomain: null,
        skills: [],
        yearsOfExperience: null,
        expectedSalary: null,
        preferredCities: [],
        prefersRemote: false,
        openToWork: true,
        counts: { educations: 0, projects: 0, experiences: 0, certificates: 0, accomplishments: 0 },
        profilePercent: 0,
        missing: CANDIDATE_SECTIONS,
        setupStep: null,
        setupCompletedAt: null,
      });
      // Reading writes nothing.
      expect(await profileRow(t.app, me.userId)).toBeUndefined();

      // With a phone, the basic details count.
      const phone = uniquePhone();
      const saved = await save('basicDetails', me, me.userId, { fullName: 'Candidate Tester', phone });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const after = await viewOf(t.app, me);
      expect(after.body.data.phone).toBe(phone.number);
      expect(after.body.data.profile.profilePercent).toBe(CANDIDATE_SECTION_WEIGHTS.basicDetails);
      expect(after.body.data.profile.missing).toEqual(CANDIDATE_SECTIONS.filter((s) => s !== 'basicDetails'));
    });

    it("an employer's view has no candidate profile", async () => {
      const boss = await employer(t.app);
      const res = await call<Body>(t.app, 'employer', 'view', { headers: boss.headers });
      expect(res.status).toBe(200);
      expect(res.body.data).not.toHaveProperty('profile');
    });
  });

  describe('basic details', () => {
    it('saves the name and phone, answering the whole view', async () => {
      const me = await candidate();
      const number = `81${String(Date.now()).slice(-9)}`;
      const res = await save('basicDetails', me, me.userId, {
        fullName: '  Ni Luh Putu Ayu Lestari ',
        phone: { code: '+62', number: `0${number}` },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Your profile was saved.');
      expect(res.body.data).toMatchObject({
        id: me.userId,
        fullName: 'Ni Luh Putu Ayu Lestari',
        phoneCode: '62',
        phone: number,
        profile: { profilePercent: CANDIDATE_SECTION_WEIGHTS.basicDetails },
      });
      // The phone is kept when left out; the message in Indonesian.
      const nameOnly = await save('basicDetails', me, me.userId, { fullName: "Ma'ruf Amin" }, 'id');
      expect(nameOnly.body.message).toBe('Profil Anda tersimpan.');
      expect(await userRow(me.userId)).toMatchObject({
        fullName: "Ma'ruf Amin",
        phoneCode: '62',
        phone: number,
      });
    });

    it("refuses another user's id (403), whatever it is, and changes nothing", async () => {
      const me = await candidate();
      const other = await candidate();
      const before = await userRow(other.userId);
      for (const id of [other.userId, 999_999_999, 'abc', `${me.userId}.0`]) {
        const res = await save('basicDetails', me, id, { fullName: 'Taken Over' });
        expect(res.status, String(id)).toBe(403);
      }
      expect(await userRow(other.userId)).toEqual(before);
      expect((await userRow(me.userId)).fullName).toBe('Candidate Tester');
    });

    it('refuses a phone another account holds (409); its own number again is no conflict', async () => {
      const me = await candidate();
      const other = await candidate();
      const phone = uniquePhone();
      expect(
        (await save('basicDetails', other, other.userId, { fullName: 'Budi Santoso', phone })).status,
      ).toBe(200);
      const res = await save('basicDetails', me, me.userId, { fullName: 'Siti Aminah', phone });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('DUPLICATE');
      expect(await userRow(me.userId)).toMatchObject({ fullName: 'Candidate Tester', phone: null });
      expect((await save('basicDetails', other, other.userId, { fullName: 'Budi S', phone })).status).toBe(
        200,
      );
    });

    it('refuses a name against the rule, naming fullName in English and Indonesian', async () => {
      const me = await candidate();
      const before = await userRow(me.userId);
      const en = await save('basicDetails', me, me.userId, { fullName: 'R2D2' });
      const id = await save('basicDetails', me, me.userId, { fullName: 'R2D2' }, 'id');
      for (const res of [en, id]) {
        expect(res.status).toBe(422);
        expect(errorFields(res)).toEqual(['fullName']);
      }
      expect(en.body.message).toMatch(/^Full name must be made of letters/);
      expect(id.body.message).toMatch(/^Nama lengkap harus berupa huruf/);
      const empty = await save('basicDetails', me, me.userId, { fullName: '' }, 'id');
      expect(empty.body.message).toBe('Nama lengkap wajib diisi.');
      const missing = await save('basicDetails', me, me.userId, {});
      expect(errorFields(missing)).toEqual(['fullName']);
      expect(await userRow(me.userId)).toEqual(before);
    });
  });

  describe('personal details', () => {
    it('saves gender, date of birth, place, address and category, with names in the language asked', async () => {
      const me = await candidate();
      const dateOfBirth = yearsAgo(24);
      const res = await save('personalDetails', me, me.userId, {
        gender: 'FEMALE',
        dateOfBirth,
        cityId: bandung.id,
        address: ' Jl. Braga 12 ',
        castCategory: 'GENERAL',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Your profile was saved.');
      // A city alone brings its state and country.
      expect(res.body.data.profile).toMatchObject({
        gender: { code: 'FEMALE', name: 'Female' },
        dateOfBirth,
        countryCode: 'ID',
        countryName: 'Indonesia',
        stateCode: 'JB',
        stateName: 'Jawa Barat',
        cityId: bandung.id,
        cityName: 'Bandung',
        address: 'Jl. Braga 12',
        castCategory: { code: 'GENERAL', name: 'General' },
        profilePercent: CANDIDATE_SECTION_WEIGHTS.personalDetails,
      });
      expect(res.body.data.profile.missing).not.toContain('personalDetails');

      const id = await viewOf(t.app, me, 'id');
      expect(id.body.data.profile).toMatchObject({
        gender: { code: 'FEMALE', name: 'Perempuan' },
        castCategory: { code: 'GENERAL', name: 'Umum' },
      });
    });

    it("keeps what a partial update leaves out; null or '' clears", async () => {
      const me = await candidate();
      await save('personalDetails', me, me.userId, {
        ...personal(),
        address: 'Jl. Braga 12',
        castCategory: 'GENERAL',
      });
      const moved = await save('personalDetails', me, me.userId, { cityId: jakarta.id });
      expect(moved.status).toBe(200);
      expect(moved.body.data.profile).toMatchObject({
        gender: { code: 'FEMALE' },
        dateOfBirth: personal().dateOfBirth,
        countryCode: 'ID',
        stateCode: 'JK',
        cityId: jakarta.id,
        address: 'Jl. Braga 12',
        castCategory: { code: 'GENERAL' },
      });
      // The category is optional: cleared, the section stays filled.
      const noCategory = await save('personalDetails', me, me.userId, { castCategory: '', address: null });
      expect(noCategory.body.data.profile).toMatchObject({
        castCategory: null,
        address: null,
        profilePercent: CANDIDATE_SECTION_WEIGHTS.personalDetails,
      });
      // Clearing the date of birth empties the section again.
      const cleared = await save('personalDetails', me, me.userId, { dateOfBirth: null, gender: '' });
      expect(cleared.body.data.profile).toMatchObject({
        gender: null,
        dateOfBirth: null,
        cityId: jakarta.id,
        profilePercent: 0,
      });
      expect(cleared.body.data.profile.missing).toContain('personalDetails');
      expect(await profileRow(t.app, me.userId)).toMatchObject({
        gender: null,
        dateOfBirth: null,
        castCategory: null,
      });
    });

    it('refuses bad input naming the field, in English and Indonesian, and changes nothing', async () => {
      const me = await candidate();
      await save('personalDetails', me, me.userId, personal());
      const before = await profileRow(t.app, me.userId);

      const gender = await save('personalDetails', me, me.userId, { gender: 'ROBOT' });
      expect(gender.status).toBe(422);
      expect(gender.body.data).toEqual({
        errors: [{ field: 'gender', message: 'Gender is not one of the allowed choices.' }],
      });
      const genderId = await save('personalDetails', me, me.userId, { gender: 'ROBOT' }, 'id');
      expect(genderId.body.message).toBe('Jenis kelamin bukan salah satu pilihan yang tersedia.');
      // A code of another list is no gender.
      expect(errorFields(await save('personalDetails', me, me.userId, { gender: 'GENERAL' }))).toEqual([
        'gender',
      ]);
      const category = await save('personalDetails', me, me.userId, { castCategory: 'FEMALE' });
      expect(errorFields(category)).toEqual(['castCategory']);

      // Too young, too old, not a date.
      const child = await save('personalDetails', me, me.userId, { dateOfBirth: yearsAgo(10) });
      expect(child.status).toBe(422);
      expect(child.body.message).toBe('Date of birth must make you between 15 and 80 years old.');
      const childId = await save('personalDetails', me, me.userId, { dateOfBirth: yearsAgo(10) }, 'id');
      expect(childId.body.message).toBe('Tanggal lahir harus menunjukkan usia antara 15 dan 80 tahun.');
      for (const dateOfBirth of [yearsAgo(81), 'not-a-date', '1999-02-30', 19990101]) {
        const res = await save('personalDetails', me, me.userId, { dateOfBirth });
        expect(res.status, String(dateOfBirth)).toBe(422);
        expect(errorFields(res), String(dateOfBirth)).toEqual(['dateOfBirth']);
      }

      // The city must lie in the state, the state in the country.
      const elsewhere = await save('personalDetails', me, me.userId, { stateCode: 'JK', cityId: bandung.id });
      expect(elsewhere.status).toBe(422);
      expect(errorFields(elsewhere)).toEqual(['cityId']);
      expect(errorMessage(elsewhere, 'cityId')).toBe('City is not one of the allowed choices.');
      expect(errorFields(await save('personalDetails', me, me.userId, { cityId: 999_999_999 }))).toEqual([
        'cityId',
      ]);
      expect(
        errorFields(await save('personalDetails', me, me.userId, { countryCode: 'MY', stateCode: 'JB' })),
      ).toEqual(['stateCode']);
      expect(errorFields(await save('personalDetails', me, me.userId, { countryCode: 'XX' }))).toEqual([
        'countryCode',
      ]);

      expect(await profileRow(t.app, me.userId)).toEqual(before);
    });

    it("refuses another user's id (403) and changes nothing", async () => {
      const me = await candidate();
      const other = await candidate();
      await save('personalDetails', other, other.userId, personal());
      const before = await profileRow(t.app, other.userId);
      for (const id of [other.userId, 'abc', 0]) {
        const res = await save('personalDetails', me, id, { gender: 'MALE' });
        expect(res.status, String(id)).toBe(403);
      }
      expect(await profileRow(t.app, other.userId)).toEqual(before);
      expect(await profileRow(t.app, me.userId)).toBeUndefined();
    });
  });

  describe('industry details', () => {
    it('saves industry, job domain, skills, years, pay, preferred cities and flags, in order', async () => {
      const me = await candidate();
      const ts = await masterId(t.app, 'SKILLS', 'TYPESCRIPT');
      const sql = await masterId(t.app, 'SKILLS', 'SQL');
      const excel = await masterId(t.app, 'SKILLS', 'MICROSOFT_EXCEL');
      const res = await save('industryDetails', me, me.userId, {
        industryCode: 'INFORMATION_TECHNOLOGY',
        jobDomain: 'INFORMATION_TECHNOLOGY',
        skills: [sql, ts, excel],
        yearsOfExperience: '3',
        expectedSalary: '7,500,000',
        preferredCityIds: [jakarta.id, bandung.id],
        prefersRemote: true,
        openToWork: false,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Your profile was saved.');
      expect(res.body.data.profile).toMatchObject({
        industry: { code: 'INFORMATION_TECHNOLOGY', name: 'Information Technology & Software' },
        jobDomain: { code: 'INFORMATION_TECHNOLOGY', name: 'Information Technology' },
        skills: [
          { id: sql, code: 'SQL', name: 'SQL' },
          { id: ts, code: 'TYPESCRIPT', name: 'TypeScript' },
          { id: excel, code: 'MICROSOFT_EXCEL', name: 'Microsoft Excel' },
        ],
        yearsOfExperience: 3,
        expectedSalary: 7_500_000,
        preferredCities: [
          { id: jakarta.id, name: 'Jakarta', stateName: 'DKI Jakarta', countryName: 'Indonesia' },
          { id: bandung.id, name: 'Bandung', stateName: 'Jawa Barat', countryName: 'Indonesia' },
        ],
        prefersRemote: true,
        openToWork: false,
        profilePercent: CANDIDATE_SECTION_WEIGHTS.industryDetails,
      });
      const id = await viewOf(t.app, me, 'id');
      expect(id.body.data.profile).toMatchObject({
        industry: { code: 'INFORMATION_TECHNOLOGY', name: 'Teknologi Informasi & Perangkat Lunak' },
        jobDomain: { name: 'Teknologi Informasi' },
      });
      expect(id.body.data.profile.skills.map((s) => s.name)).toEqual([
        'SQL',
        'TypeScript',
        'Microsoft Excel',
      ]);
    });

    it('keeps what is left out, replaces lists as sent, and takes 0 and 50 years', async () => {
      const me = await candidate();
      const filled = await industry();
      await save('industryDetails', me, me.userId, {
        ...filled,
        preferredCityIds: [bandung.id],
        prefersRemote: true,
      });
      const years = await save('industryDetails', me, me.userId, { yearsOfExperience: 0 });
      expect(years.body.data.profile).toMatchObject({
        industry: { code: 'INFORMATION_TECHNOLOGY' },
        skills: [{ code: 'TYPESCRIPT' }],
        yearsOfExperience: 0,
        preferredCities: [{ id: bandung.id }],
        prefersRemote: true,
        openToWork: true,
        // A fresh graduate's 0 years fills the section.
        profilePercent: CANDIDATE_SECTION_WEIGHTS.industryDetails,
      });
      expect((await save('industryDetails', me, me.userId, { yearsOfExperience: 50 })).status).toBe(200);
      // Empty lists clear; without skills the section is no longer filled.
      const emptied = await save('industryDetails', me, me.userId, {
        skills: [],
        preferredCityIds: [],
        expectedSalary: null,
        prefersRemote: false,
      });
      expect(emptied.body.data.profile).toMatchObject({
        skills: [],
        preferredCities: [],
        expectedSalary: null,
        yearsOfExperience: 50,
        prefersRemote: false,
        profilePercent: 0,
      });
      const cleared = await save('industryDetails', me, me.userId, { industryCode: '', jobDomain: null });
      expect(cleared.body.data.profile).toMatchObject({ industry: null, jobDomain: null });
    });

    it('refuses unknown codes and ids, repeated skills and numbers out of range, naming the field', async () => {
      const me = await candidate();
      await save('industryDetails', me, me.userId, await industry());
      const before = await profileRow(t.app, me.userId);
      const ts = await masterId(t.app, 'SKILLS', 'TYPESCRIPT');
      const female = await masterId(t.app, 'GENDER', 'FEMALE');
      const cases: [Body, string][] = [
        [{ industryCode: 'NOT_AN_INDUSTRY' }, 'industryCode'],
        [{ jobDomain: 'NOT_A_DOMAIN' }, 'jobDomain'],
        // A code of another list.
        [{ jobDomain: 'FINTECH' }, 'jobDomain'],
        [{ skills: [ts, 999_999_999] }, 'skills'],
        [{ skills: [female] }, 'skills'],
        [{ skills: [ts, ts] }, 'skills'],
        [{ skills: 'TYPESCRIPT' }, 'skills'],
        [{ preferredCityIds: [bandung.id, 999_999_999] }, 'preferredCityIds'],
        [{ preferredCityIds: [bandung.id, bandung.id] }, 'preferredCityIds'],
        [{ yearsOfExperience: 51 }, 'yearsOfExperience'],
        [{ yearsOfExperience: -1 }, 'yearsOfExperience'],
        [{ yearsOfExperience: 2.5 }, 'yearsOfExperience'],
        [{ expectedSalary: '7.500.000' }, 'expectedSalary'],
        [{ expectedSalary: 600_000_000 }, 'expectedSalary'],
        [{ prefersRemote: 'yes' }, 'prefersRemote'],
        [{ industryCode: 'OTHER_INDUSTRY' }, 'otherIndustry'],
        [{ jobDomain: 'OTHER_JOB_DOMAIN', otherJobDomain: 'x' }, 'otherJobDomain'],
      ];
      for (const [body, field] of cases) {
        const res = await save('industryDetails', me, me.userId, body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(errorFields(res), JSON.stringify(body)).toEqual([field]);
      }
      const repeated = await save('industryDetails', me, me.userId, { skills: [ts, ts] }, 'id');
      expect(repeated.body.message).toBe('Keahlian memuat entri yang sama dua kali.');
      const unknown = await save('industryDetails', me, me.userId, { skills: [999_999_999] });
      expect(unknown.body.message).toBe('Skills is not one of the allowed choices.');
      const otherEn = await save('industryDetails', me, me.userId, { industryCode: 'OTHER_INDUSTRY' });
      expect(otherEn.body.message).toBe('Other industry: type a name of at least 2 characters.');
      expect(await profileRow(t.app, me.userId)).toEqual(before);
    });

    it("suggests an 'Other' industry and job domain as unapproved entries of the candidate's own", async () => {
      const me = await candidate();
      const res = await save('industryDetails', me, me.userId, {
        industryCode: 'OTHER_INDUSTRY',
        otherIndustry: 'Kopi  Roasting',
        jobDomain: 'OTHER_JOB_DOMAIN',
        otherJobDomain: 'Barista',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.profile).toMatchObject({
        industry: { code: 'KOPI_ROASTING', name: 'Kopi Roasting' },
        jobDomain: { code: 'BARISTA', name: 'Barista' },
      });
      expect(await masterRow(t.app, 'INDUSTRY', 'KOPI_ROASTING')).toMatchObject({
        nameEn: 'Kopi Roasting',
        isApproved: 0,
        createdBy: me.userId,
      });
      expect(await masterRow(t.app, 'JOB_DOMAIN', 'BARISTA')).toMatchObject({
        isApproved: 0,
        createdBy: me.userId,
      });
      // Saved again by its code, and the same name again gives the same entry.
      expect((await save('industryDetails', me, me.userId, { industryCode: 'KOPI_ROASTING' })).status).toBe(
        200,
      );
      const again = await save('industryDetails', me, me.userId, {
        industryCode: 'OTHER_INDUSTRY',
        otherIndustry: 'kopi roasting',
      });
      expect(again.body.data.profile.industry?.code).toBe('KOPI_ROASTING');
      const suggested = await t.app.deps.db
        .selectFrom('masters')
        .select('id')
        .where('codeType', '=', 'INDUSTRY')
        .where('createdBy', '=', me.userId)
        .execute();
      expect(suggested).toHaveLength(1);
      // An approved name typed as 'Other' is the approved entry.
      const known = await save('industryDetails', me, me.userId, {
        industryCode: 'OTHER_INDUSTRY',
        otherIndustry: 'manufaktur',
      });
      expect(known.body.data.profile.industry).toEqual({ code: 'MANUFACTURING', name: 'Manufacturing' });

      // Another candidate cannot take someone else's pending suggestion by its code.
      const other = await candidate();
      const refused = await save('industryDetails', other, other.userId, { industryCode: 'KOPI_ROASTING' });
      expect(refused.status).toBe(422);
      expect(errorFields(refused)).toEqual(['industryCode']);
      // Typing the same name gives them a suggestion of their own.
      const own = await save('industryDetails', other, other.userId, {
        industryCode: 'OTHER_INDUSTRY',
        otherIndustry: 'Kopi Roasting',
      });
      expect(own.status).toBe(200);
      const code = own.body.data.profile.industry?.code ?? '';
      expect(code).not.toBe('KOPI_ROASTING');
      expect(own.body.data.profile.industry?.name).toBe('Kopi Roasting');
      expect(await masterRow(t.app, 'INDUSTRY', code)).toMatchObject({
        isApproved: 0,
        createdBy: other.userId,
      });
      expect((await viewOf(t.app, me)).body.data.profile.industry?.code).toBe('MANUFACTURING');
    });

    it("takes the candidate's own suggested skill, not another candidate's", async () => {
      const me = await candidate();
      const other = await candidate();
      const created = await call<{ id: number }>(t.app, 'masters', 'create', {
        body: { codeType: 'SKILLS', name: 'Membatik Tulis' },
        headers: me.headers,
      });
      expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
      const skill = created.body.data.id;
      const mine = await save('industryDetails', me, me.userId, { skills: [skill] });
      expect(mine.status).toBe(200);
      expect(mine.body.data.profile.skills).toEqual([
        { id: skill, code: 'MEMBATIK_TULIS', name: 'Membatik Tulis' },
      ]);
      const theirs = await save('industryDetails', other, other.userId, { skills: [skill] });
      expect(theirs.status).toBe(422);
      expect(errorFields(theirs)).toEqual(['skills']);
    });

    it("refuses another user's id (403) and changes nothing", async () => {
      const me = await candidate();
      const other = await candidate();
      await save('industryDetails', other, other.userId, await industry());
      const before = await profileRow(t.app, other.userId);
      const res = await save('industryDetails', me, other.userId, { industryCode: 'FINTECH', skills: [] });
      expect(res.status).toBe(403);
      expect(await profileRow(t.app, other.userId)).toEqual(before);
      expect((await viewOf(t.app, other)).body.data.profile.skills).toHaveLength(1);
    });
  });

  describe('profile picture', () => {
    it("sets, keeps and removes the picture, only from an avatar upload of the caller's own", async () => {
      const me = await candidate();
      const other = await candidate();
      const mine = await uploaded(t.app, me.userId);
      const set = await picture(me, mine);
      expect(set.status, JSON.stringify(set.body)).toBe(200);
      expect(set.body.message).toBe('Your profile picture was updated.');
      expect(set.body.data.pictureUrl).toBe(`/media/${mine}`);
      expect((await viewOf(t.app, me)).body.data.pictureUrl).toBe(`/media/${mine}`);
      // Saving the name keeps it.
      await save('basicDetails', me, me.userId, { fullName: 'Dewi Lestari' });
      expect((await userRow(me.userId)).picturePath).toBe(mine);

      // Someone else's avatar, or a document of one's own, is refused naming the field; nothing changes.
      for (const path of [
        await uploaded(t.app, other.userId),
        await uploaded(t.app, me.userId, 'document'),
      ]) {
        const refused = await picture(me, path, 'id');
        expect(refused.status).toBe(422);
        expect(errorFields(refused)).toEqual(['picturePath']);
        expect(refused.body.message).toMatch(/^Foto profil /);
      }
      // Not a path of an upload at all.
      expect(errorFields(await picture(me, '../../etc/passwd'))).toEqual(['picturePath']);
      expect((await userRow(me.userId)).picturePath).toBe(mine);

      const removed = await picture(me, null);
      expect(removed.status).toBe(200);
      expect(removed.body.data.pictureUrl).toBeNull();
      expect((await userRow(me.userId)).picturePath).toBeNull();
      // '' removes too, and the body must say what to do.
      await picture(me, mine);
      expect((await picture(me, '')).body.data.pictureUrl).toBeNull();
      expect(
        (await call(t.app, 'candidateProfile', 'profilePictureUpdate', { body: {}, headers: me.headers }))
          .status,
      ).toBe(422);
    });
  });

  describe('setup', () => {
    it('stores the step reached, and refuses a step that is none', async () => {
      const me = await candidate();
      const res = await setup(me, { step: 'educations' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe('Your progress was saved.');
      expect(res.body.data.profile).toMatchObject({ setupStep: 'educations', setupCompletedAt: null });
      expect((await setup(me, { step: 'personalDetails' }, 'id')).body.message).toBe(
        'Kemajuan Anda tersimpan.',
      );
      expect((await viewOf(t.app, me)).body.data.profile.setupStep).toBe('personalDetails');
      const bad = await setup(me, { step: 'accomplishments' });
      expect(bad.status).toBe(422);
      expect(errorFields(bad)).toEqual(['step']);
    });

    it('finishes only once personal and industry details are filled, and keeps the first date', async () => {
      const me = await candidate();
      const none = await setup(me, {});
      expect(none.status).toBe(422);
      expect(errorFields(none)).toEqual(['personalDetails', 'industryDetails']);
      expect(none.body.message).toBe('Fill in your personal details before finishing the setup.');
      const noneId = await setup(me, {}, 'id');
      expect(noneId.body.message).toBe('Lengkapi data pribadi Anda sebelum menyelesaikan pengisian profil.');
      expect(errorMessage(noneId, 'industryDetails')).toBe(
        'Lengkapi data industri Anda sebelum menyelesaikan pengisian profil.',
      );

      await save('personalDetails', me, me.userId, personal());
      const half = await setup(me, {});
      expect(half.status).toBe(422);
      expect(errorFields(half)).toEqual(['industryDetails']);
      expect((await profileRow(t.app, me.userId))?.setupCompletedAt).toBeNull();

      await save('industryDetails', me, me.userId, await industry());
      const done = await setup(me, {});
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.message).toBe('Your profile is set up. Here are jobs for you.');
      const first = done.body.data.profile.setupCompletedAt;
      expect(first).toMatch(/^\d{4}-\d{2}-\d{2}T/);

      await new Promise((resolve) => setTimeout(resolve, 5));
      const twice = await setup(me, {});
      expect(twice.status).toBe(200);
      expect(twice.body.data.profile.setupCompletedAt).toBe(first);
      // A step saved afterwards keeps the date too.
      const step = await setup(me, { step: 'projects' });
      expect(step.body.data.profile).toMatchObject({ setupStep: 'projects', setupCompletedAt: first });
    });
  });

  describe('completion', () => {
    it('rises by the weights to 100 as each section is filled, and falls when one empties', async () => {
      const me = await candidate();
      const filled: CandidateSection[] = [];
      const expectNow = async (section: CandidateSection, percent: number | undefined) => {
        filled.push(section);
        const { profile } = (await viewOf(t.app, me)).body.data;
        expect(profile.profilePercent, section).toBe(weightOf(filled));
        if (percent !== undefined) expect(profile.profilePercent, section).toBe(percent);
        expect(profile.missing, section).toEqual(CANDIDATE_SECTIONS.filter((s) => !filled.includes(s)));
      };

      await save('basicDetails', me, me.userId, { fullName: 'Rina Wulandari', phone: uniquePhone() });
      await expectNow('basicDetails', 10);
      await save('personalDetails', me, me.userId, personal());
      await expectNow('personalDetails', 25);
      await save('industryDetails', me, me.userId, await industry());
      await expectNow('industryDetails', 45);
      // One entry of each list section, in the order of the sections.
      const ids: Partial<Record<(typeof CANDIDATE_ENTRY_MODULES)[number], number>> = {};
      for (const module of CANDIDATE_ENTRY_MODULES) {
        const res = await section(t.app, module, 'create', me, { body: ENTRY[module].body('2020-01') });
        expect(res.status, `${module} ${JSON.stringify(res.body)}`).toBe(201);
        ids[module] = res.body.data.id;
        await expectNow(
          `${module}s` as CandidateSection,
          module === 'education' ? PROFILE_PERCENT_THRESHOLD : undefined,
        );
      }
      const { profile } = (await viewOf(t.app, me)).body.data;
      expect(profile.profilePercent).toBe(100);
      expect(profile.missing).toEqual([]);
      expect(profile.counts).toEqual({
        educations: 1,
        projects: 1,
        experiences: 1,
        certificates: 1,
        accomplishments: 1,
      });

      // Removing the only project takes its weight away again.
      const removed = await section(t.app, 'project', 'softDelete', me, { body: { id: ids.project } });
      expect(removed.status).toBe(200);
      const after = (await viewOf(t.app, me)).body.data.profile;
      expect(after.profilePercent).toBe(100 - CANDIDATE_SECTION_WEIGHTS.projects);
      expect(after.missing).toEqual(['projects']);
      expect(after.counts.projects).toBe(0);
    });
  });

  it('refuses an employer (403) on every profile call', async () => {
    const boss = await employer(t.app);
    for (const action of DETAILS) {
      expect((await save(action, boss, boss.userId, { fullName: 'Budi Santoso' })).status, action).toBe(403);
    }
    expect((await picture(boss, null)).status).toBe(403);
    expect((await setup(boss, { step: 'educations' })).status).toBe(403);
    expect((await call(t.app, 'candidate', 'view', { headers: boss.headers })).status).toBe(403);
    expect(await profileRow(t.app, boss.userId)).toBeUndefined();
  });
});
