/**
 * The rules of the candidate profile (issue 12; spec §4 setup order and completion call, §7 Profile). Only the
 * candidate reads and changes their own profile (the route table admits candidates; every entry is looked up by the
 * caller's id, so another candidate's is a 404 and nothing changes). Codes are checked against the master lists the
 * candidate may use (their own suggestions too); an 'Other' choice with its name suggests a new entry (masters/create)
 * that the candidate gets at once and others after approval. Every answer carries the profile as the server holds it,
 * with its completion (CANDIDATE_SECTION_WEIGHTS).
 */
import type { Updateable } from 'kysely';
import type * as v from 'valibot';
import {
  CANDIDATE_LIMITS,
  type CandidateEntryModule,
  type ProfileSetupStep,
  candidateCompletion,
} from '../../../common/constants/candidateProfile.js';
import type { AnswerOf } from '../../../common/api/answers.js';
import type { Language } from '../../../common/locales/index.js';
import type {
  candidateOwnView,
  candidateProfileDoc,
} from '../../../common/schemas/answers/candidateProfile.js';
import type {
  CandidateBasicDetails,
  CandidateIndustryDetails,
  CandidatePersonalDetails,
  CandidateSetupInput,
} from '../../../common/schemas/candidateProfile.js';
import type { FlatIssue } from '../../../common/schemas/issues.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import type { CandidateProfileTable } from '../../db/database.js';
import { AppError, forbidden, notFound, validationError } from '../../http/errors.js';
import { saveOwnDetails } from '../accounts/ownDetails.js';
import { findUserById, type PublicUser, publicUser } from '../accounts/repository.js';
import { nextPlace } from '../city/location.js';
import { ownUpload } from '../files/repository.js';
import { usableMasters } from '../masters/repository.js';
import { createMaster } from '../masters/service.js';
import {
  countCities,
  countEntries,
  entriesOf,
  entryCounts,
  findEntry,
  findProfile,
  insertEntry,
  masterNames,
  placeNames,
  preferredCitiesOf,
  replacePreferredCities,
  replaceSkills,
  saveProfile,
  skillsOf,
  softDeleteEntry,
  updateEntry as updateEntryRow,
} from './repository.js';
import { type Names, SECTIONS } from './sections.js';

export type CandidateProfileDoc = v.InferOutput<typeof candidateProfileDoc>;
export type CandidateOwnView = v.InferOutput<typeof candidateOwnView>;

const nameIn = (names: Names, codeType: string, code: string | null, lng: Language) => {
  if (!code) return null;
  const found = names.get(`${codeType}:${code}`);
  return { code, name: found ? (lng === 'id' ? found.nameId : found.nameEn) : code };
};

/** The candidate's profile as the API shows it, with its completion. */
export async function profileDoc(db: Db, user: PublicUser, lng: Language): Promise<CandidateProfileDoc> {
  const [profile, skills, cities, counts] = await Promise.all([
    findProfile(db, user.id),
    skillsOf(db, user.id),
    preferredCitiesOf(db, user.id),
    entryCounts(db, user.id),
  ]);
  const place = {
    countryCode: profile?.countryCode ?? null,
    stateCode: profile?.stateCode ?? null,
    cityId: profile?.cityId ?? null,
  };
  const [names, placeName] = await Promise.all([
    masterNames(db, [
      { codeType: 'GENDER', code: profile?.gender },
      { codeType: 'CAST_CATEGORY', code: profile?.castCategory },
      { codeType: 'INDUSTRY', code: profile?.industryCode },
      { codeType: 'JOB_DOMAIN', code: profile?.jobDomain },
    ]),
    placeNames(db, place),
  ]);
  const { percent, missing } = candidateCompletion({
    fullName: user.fullName,
    phone: user.phone,
    gender: profile?.gender,
    dateOfBirth: profile?.dateOfBirth,
    cityId: profile?.cityId,
    industryCode: profile?.industryCode,
    jobDomain: profile?.jobDomain,
    skillCount: skills.length,
    yearsOfExperience: profile?.yearsOfExperience,
    educationCount: counts.educations,
    projectCount: counts.projects,
    experienceCount: counts.experiences,
    certificateCount: counts.certificates,
    accomplishmentCount: counts.accomplishments,
  });
  return {
    gender: nameIn(names, 'GENDER', profile?.gender ?? null, lng),
    dateOfBirth: profile?.dateOfBirth ?? null,
    ...place,
    ...placeName,
    address: profile?.address ?? null,
    castCategory: nameIn(names, 'CAST_CATEGORY', profile?.castCategory ?? null, lng),
    industry: nameIn(names, 'INDUSTRY', profile?.industryCode ?? null, lng),
    jobDomain: nameIn(names, 'JOB_DOMAIN', profile?.jobDomain ?? null, lng),
    skills: skills.map((s) => ({ id: s.id, code: s.code, name: lng === 'id' ? s.nameId : s.nameEn })),
    yearsOfExperience: profile?.yearsOfExperience ?? null,
    expectedSalary: profile?.expectedSalary ?? null,
    preferredCities: cities,
    prefersRemote: profile?.prefersRemote === 1,
    openToWork: (profile?.openToWork ?? 1) === 1,
    counts,
    profilePercent: percent,
    missing,
    setupStep: (profile?.setupStep as ProfileSetupStep | null) ?? null,
    setupCompletedAt: profile?.setupCompletedAt ?? null,
  };
}

/** candidate/view and every profile call's answer: the account and its profile. */
export async function ownView(db: Db, userId: number, lng: Language): Promise<CandidateOwnView> {
  const row = await findUserById(db, userId);
  if (!row) throw notFound();
  const user = publicUser(row);
  return { ...user, profile: await profileDoc(db, user, lng) };
}

/** basic-details/{id}: name and phone (the account's rule: own id only, a phone another account holds is 409). */
export async function updateBasicDetails(
  db: Db,
  user: AuthUser,
  targetId: number,
  input: CandidateBasicDetails,
  lng: Language,
) {
  await saveOwnDetails(db, user, targetId, input, lng);
  return ownView(db, user.id, lng);
}

/** profile-picture/update: an avatar upload of the candidate's own (cropped square by files/upload), or none. */
export async function updatePicture(db: Db, user: AuthUser, picturePath: string | null, lng: Language) {
  await saveOwnDetails(db, user, user.id, { picturePath }, lng);
  return ownView(db, user.id, lng);
}

/** A code of a list the candidate may use, unless it is the one already stored (it may since have been removed). */
async function checkCode(
  db: Db,
  userId: number,
  codeType: string,
  field: string,
  code: string | null | undefined,
  current: string | null | undefined,
  issues: FlatIssue[],
) {
  if (!code || code === current) return;
  if ((await usableMasters(db, codeType, userId, { codes: [code] })).length === 0)
    issues.push({ field, key: 'oneOf' });
}

/** Drops what the body left out (undefined): the partial update keeps those columns as they are. */
const sentOnly = <T extends object>(values: T): T =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;

/** '' and null both clear a text field; undefined keeps it. */
const cleared = (value: string | null | undefined): string | null | undefined =>
  value === undefined ? undefined : value || null;

function ownId(user: AuthUser, targetId: number) {
  if (targetId !== user.id) throw forbidden();
}

/** personal-details/{id}: gender, date of birth, where the candidate lives, address, category (all partial). */
export async function updatePersonalDetails(
  db: Db,
  user: AuthUser,
  targetId: number,
  input: CandidatePersonalDetails,
  lng: Language,
) {
  ownId(user, targetId);
  const current = await findProfile(db, user.id);
  const issues: FlatIssue[] = [];
  await checkCode(db, user.id, 'GENDER', 'gender', cleared(input.gender), current?.gender, issues);
  await checkCode(
    db,
    user.id,
    'CAST_CATEGORY',
    'castCategory',
    cleared(input.castCategory),
    current?.castCategory,
    issues,
  );
  const place = await nextPlace(
    db,
    {
      countryCode: current?.countryCode ?? null,
      stateCode: current?.stateCode ?? null,
      cityId: current?.cityId ?? null,
    },
    input,
    issues,
  );
  if (issues.length > 0) throw validationError(lng, issues);
  const now = new Date().toISOString();
  await db.transaction().execute((trx) =>
    saveProfile(
      trx,
      user.id,
      sentOnly({
        gender: cleared(input.gender),
        dateOfBirth: cleared(input.dateOfBirth),
        ...place,
        address: cleared(input.address),
        castCategory: cleared(input.castCategory),
      }),
      now,
    ),
  );
  return ownView(db, user.id, lng);
}

/**
 * The code a body sets for a list with an 'Other' option: the chosen code, or, for 'Other' with a name, the code of
 * the suggested entry (masters/create's rule: the same name gives the existing entry). The suggestion is its own
 * transaction, made first: it is reused by name if the save fails.
 */
async function chosenCode(
  db: Db,
  user: AuthUser,
  lng: Language,
  codeType: string,
  code: string | null | undefined,
  otherCode: string | undefined,
  otherName: string | null | undefined,
): Promise<string | null | undefined> {
  if (!code || code !== otherCode) return code;
  return (await createMaster(db, { codeType, name: otherName ?? '' }, user.id, lng)).doc.code;
}

/** industry-details/{id}: industry, job domain, skills, years, expected pay, preferred places, open to work. */
export async function updateIndustryDetails(
  db: Db,
  user: AuthUser,
  targetId: number,
  input: CandidateIndustryDetails,
  lng: Language,
) {
  ownId(user, targetId);
  const current = await findProfile(db, user.id);
  const issues: FlatIssue[] = [];
  const industryCode = cleared(input.industryCode);
  const jobDomain = cleared(input.jobDomain);
  if (industryCode !== 'OTHER_INDUSTRY')
    await checkCode(db, user.id, 'INDUSTRY', 'industryCode', industryCode, current?.industryCode, issues);
  if (jobDomain !== 'OTHER_JOB_DOMAIN')
    await checkCode(db, user.id, 'JOB_DOMAIN', 'jobDomain', jobDomain, current?.jobDomain, issues);
  if (input.skills && input.skills.length > 0) {
    const usable = await usableMasters(db, 'SKILLS', user.id, { ids: input.skills });
    if (usable.length !== input.skills.length) issues.push({ field: 'skills', key: 'oneOf' });
  }
  if (
    input.preferredCityIds &&
    (await countCities(db, input.preferredCityIds)) !== input.preferredCityIds.length
  )
    issues.push({ field: 'preferredCityIds', key: 'oneOf' });
  if (issues.length > 0) throw validationError(lng, issues);

  const values: Updateable<CandidateProfileTable> = sentOnly({
    industryCode: await chosenCode(
      db,
      user,
      lng,
      'INDUSTRY',
      industryCode,
      'OTHER_INDUSTRY',
      input.otherIndustry,
    ),
    jobDomain: await chosenCode(
      db,
      user,
      lng,
      'JOB_DOMAIN',
      jobDomain,
      'OTHER_JOB_DOMAIN',
      input.otherJobDomain,
    ),
    yearsOfExperience: input.yearsOfExperience,
    expectedSalary: input.expectedSalary,
    prefersRemote: input.prefersRemote === undefined ? undefined : input.prefersRemote ? 1 : 0,
    openToWork: input.openToWork === undefined ? undefined : input.openToWork ? 1 : 0,
  });
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await saveProfile(trx, user.id, values, now);
    if (input.skills) await replaceSkills(trx, user.id, input.skills);
    if (input.preferredCityIds) await replacePreferredCities(trx, user.id, input.preferredCityIds);
  });
  return ownView(db, user.id, lng);
}

/** The steps without which the setup cannot finish: the others may be skipped. */
const REQUIRED_SECTIONS = ['personalDetails', 'industryDetails'] as const;

/**
 * candidate-profile/setup: with a step, where the candidate got to (the setup resumes there); without, the setup is
 * finished, once the required sections are filled (422 naming each missing one otherwise). Finishing twice keeps the
 * first date.
 */
export async function setup(db: Db, user: AuthUser, input: CandidateSetupInput, lng: Language) {
  const now = new Date().toISOString();
  if (input.step) {
    await db.transaction().execute((trx) => saveProfile(trx, user.id, { setupStep: input.step }, now));
    return ownView(db, user.id, lng);
  }
  const view = await ownView(db, user.id, lng);
  const missing = REQUIRED_SECTIONS.filter((section) => view.profile.missing.includes(section));
  if (missing.length > 0)
    throw validationError(
      lng,
      missing.map((field) => ({ field, key: 'setupSection' })),
    );
  if (view.profile.setupCompletedAt) return view;
  await db.transaction().execute((trx) => saveProfile(trx, user.id, { setupCompletedAt: now }, now));
  return ownView(db, user.id, lng);
}

// ---- The list sections ----

async function docsOf(
  db: Db,
  module: CandidateEntryModule,
  rows: Awaited<ReturnType<typeof entriesOf>>,
  lng: Language,
) {
  const section = SECTIONS[module];
  const names = await masterNames(
    db,
    rows.flatMap((row) =>
      section.codes.map((c) => ({ codeType: c.codeType, code: row[c.field] as string | null })),
    ),
  );
  return rows.map((row) => section.toDoc(row, names, lng));
}

/** {section}/list: a page of the candidate's entries, newest first. */
export async function listEntries(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  page: { page: number; limit: number },
) {
  const table = SECTIONS[module].table;
  const [rows, total] = await Promise.all([
    entriesOf(db, table, user.id, { limit: page.limit, offset: (page.page - 1) * page.limit }),
    countEntries(db, table, user.id),
  ]);
  return { docs: await docsOf(db, module, rows, lng), total };
}

/** candidate-profile/get-education (…project, experience, certificate): all the candidate's entries of the section. */
export async function allEntries<M extends CandidateEntryModule>(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: M,
): Promise<AnswerOf<M, 'get'>[]> {
  // The section's documents, typed by the answers table (SECTIONS holds the five as one type).
  return (await docsOf(db, module, await entriesOf(db, SECTIONS[module].table, user.id), lng)) as AnswerOf<
    M,
    'get'
  >[];
}

async function entryOrNotFound(db: Db, user: AuthUser, module: CandidateEntryModule, id: number) {
  const row = await findEntry(db, SECTIONS[module].table, user.id, id);
  if (!row) throw notFound('errorMsg:entryNotFound');
  return row;
}

/** {section}/get/{id}: one of the candidate's entries (another's, a deleted one or none: 404). */
export async function getEntry(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  id: number,
) {
  const [doc] = await docsOf(db, module, [await entryOrNotFound(db, user, module, id)], lng);
  return doc;
}

/**
 * The columns of an entry as the body sets them, checked: codes from the lists the candidate may use (or the one the
 * entry already has), 'Other' with its name suggested as a new entry, an attached file the candidate's own upload.
 */
async function entryColumns(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  input: Record<string, unknown>,
  current: Record<string, unknown> | undefined,
) {
  const section = SECTIONS[module];
  const body = { ...input };
  const issues: FlatIssue[] = [];
  for (const c of section.codes) {
    const code = body[c.field] as string;
    if (c.otherCode && code === c.otherCode) continue;
    await checkCode(db, user.id, c.codeType, c.field, code, current?.[c.field] as string | undefined, issues);
  }
  const upload = section.upload;
  const path = upload && (body[upload.field] as string);
  if (
    upload &&
    path &&
    path !== current?.[upload.field] &&
    !(await ownUpload(db, user.id, upload.kind, path))
  )
    issues.push({ field: upload.field, key: 'ownFile' });
  if (issues.length > 0) throw validationError(lng, issues);
  for (const c of section.codes)
    if (c.otherCode && c.otherField)
      body[c.field] = await chosenCode(
        db,
        user,
        lng,
        c.codeType,
        body[c.field] as string,
        c.otherCode,
        body[c.otherField] as string,
      );
  return (section.columns as (entry: Record<string, unknown>) => Record<string, unknown>)(body);
}

/** {section}/create: a new entry, at most CANDIDATE_LIMITS.entriesMax per section (422 beyond). */
export async function createEntry(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  input: Record<string, unknown>,
) {
  const table = SECTIONS[module].table;
  const columns = await entryColumns(db, user, lng, module, input, undefined);
  const now = new Date().toISOString();
  const id = await db.transaction().execute(async (trx) => {
    // The profile row is written first: it takes the candidate's lock, so the count below holds until commit.
    await saveProfile(trx, user.id, {}, now);
    if ((await countEntries(trx, table, user.id)) >= CANDIDATE_LIMITS.entriesMax)
      throw new AppError(422, 'ERROR', 'errorMsg:entriesFull', { max: CANDIDATE_LIMITS.entriesMax });
    return insertEntry(trx, table, user.id, columns, now);
  });
  return getEntry(db, user, lng, module, id);
}

/** {section}/update/{id}: the whole entry replaced (another's, a deleted one or none: 404, nothing changed). */
export async function changeEntry(
  db: Db,
  user: AuthUser,
  lng: Language,
  module: CandidateEntryModule,
  id: number,
  input: Record<string, unknown>,
) {
  const current = await entryOrNotFound(db, user, module, id);
  const columns = await entryColumns(db, user, lng, module, input, current);
  const now = new Date().toISOString();
  const changed = await db.transaction().execute(async (trx) => {
    await saveProfile(trx, user.id, {}, now);
    return updateEntryRow(trx, SECTIONS[module].table, user.id, id, columns, now);
  });
  if (!changed) throw notFound('errorMsg:entryNotFound');
  return getEntry(db, user, lng, module, id);
}

/** {section}/soft-delete: the entry leaves the profile (another's, a deleted one or none: 404). */
export async function removeEntry(db: Db, user: AuthUser, module: CandidateEntryModule, id: number) {
  const now = new Date().toISOString();
  const removed = await db.transaction().execute(async (trx) => {
    await saveProfile(trx, user.id, {}, now);
    return softDeleteEntry(trx, SECTIONS[module].table, user.id, id, now);
  });
  if (!removed) throw notFound('errorMsg:entryNotFound');
}
