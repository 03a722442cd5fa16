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
import { type ProfileSetupStep, candidateCompletion } from '../../../common/constants/candidateProfile.js';
import { OTHER_OPTION_CODE } from '../../../common/constants/masters.js';
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
import { forbidden, notFound, validationError } from '../../http/errors.js';
import { saveOwnDetails } from '../accounts/ownDetails.js';
import { findUserById, type PublicUser, publicUser } from '../accounts/repository.js';
import { nextPlace } from '../city/location.js';
import { placeNames } from '../city/repository.js';
import { checkCode, chosenCode } from './codes.js';
import { usableMasters } from '../masters/repository.js';
import {
  countCities,
  entryCounts,
  findProfile,
  masterNames,
  preferredCitiesOf,
  replacePreferredCities,
  replaceSkills,
  saveProfile,
  skillsOf,
} from './repository.js';
import type { Names } from './sections.js';

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
  if (industryCode !== OTHER_OPTION_CODE.OTHER_INDUSTRY)
    await checkCode(db, user.id, 'INDUSTRY', 'industryCode', industryCode, current?.industryCode, issues);
  if (jobDomain !== OTHER_OPTION_CODE.OTHER_JOB_DOMAIN)
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
      OTHER_OPTION_CODE.OTHER_INDUSTRY,
      input.otherIndustry,
    ),
    jobDomain: await chosenCode(
      db,
      user,
      lng,
      'JOB_DOMAIN',
      jobDomain,
      OTHER_OPTION_CODE.OTHER_JOB_DOMAIN,
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
