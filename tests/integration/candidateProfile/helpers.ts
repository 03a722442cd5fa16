/**
 * Helpers of the candidate profile tests: the answers' types, calls of the profile and of the list sections, upload
 * rows and master ids read from the seeded database, valid entries of each section, and entries written straight
 * into a section's table.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { CandidateEntryModule } from '../../../common/constants/candidateProfile.js';
import type * as answers from '../../../common/schemas/answers/candidateProfile.js';
import { type CallResult, call } from '../reference/api.js';

export type OwnView = v.InferOutput<typeof answers.candidateOwnView>;
export type ProfileDoc = OwnView['profile'];
export type EducationDoc = v.InferOutput<typeof answers.educationDoc>;
export type ProjectDoc = v.InferOutput<typeof answers.projectDoc>;
export type ExperienceDoc = v.InferOutput<typeof answers.experienceDoc>;
export type CertificateDoc = v.InferOutput<typeof answers.certificateDoc>;
export type AccomplishmentDoc = v.InferOutput<typeof answers.accomplishmentDoc>;
/** What every entry of every section carries, with its own fields by name. */
export type EntryDoc = { id: number; createdAt: string; updatedAt: string; startMonth: string } & Record<
  string,
  unknown
>;

export type Auth = { userId: number; headers: { authorization: string } };
export type Lng = 'en' | 'id';
export type Body = Record<string, unknown>;

/** The fields a 422 names, in its order. */
export function errorFields(res: CallResult<unknown>): string[] {
  return ((res.body.data as { errors?: { field: string }[] } | null)?.errors ?? []).map((e) => e.field);
}

/** The message a 422 gives for one field. */
export function errorMessage(res: CallResult<unknown>, field: string): string | undefined {
  return (res.body.data as { errors?: { field: string; message: string }[] } | null)?.errors?.find(
    (e) => e.field === field,
  )?.message;
}

/** candidate/view: the account with its profile. */
export const viewOf = (app: FastifyInstance, who: Auth, lng: Lng = 'en') =>
  call<OwnView>(app, 'candidate', 'view', { headers: who.headers, lng });

/** A call of a list section (education, project, experience, certificate, accomplishment). */
export function section<T = EntryDoc>(
  app: FastifyInstance,
  module: CandidateEntryModule,
  action: 'list' | 'create' | 'get' | 'update' | 'softDelete',
  who: Auth,
  options: { id?: number | string; body?: Body; lng?: Lng } = {},
) {
  return call<T>(app, module, action, {
    ...(options.id === undefined ? {} : { params: { id: options.id } }),
    body: options.body ?? {},
    headers: who.headers,
    lng: options.lng ?? 'en',
  });
}

/** 'YYYY-MM' `offset` months from this one (negative: earlier). */
export function monthFromNow(offset: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  return date.toISOString().slice(0, 7);
}

/** The date of `years` ago today, 'YYYY-MM-DD' (a day of a leap year never lands on a missing 29 February here). */
export function yearsAgo(years: number, extraDays = 0): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 1 + extraDays));
  return date.toISOString().slice(0, 10);
}

let uploadCounter = 0;
/** An upload row of `ownerUserId` as files/upload leaves one: an avatar (.webp) or a document (.pdf). */
export async function uploaded(
  app: FastifyInstance,
  ownerUserId: number,
  kind: 'avatar' | 'document' = 'avatar',
): Promise<string> {
  uploadCounter += 1;
  const name = `${'c'.repeat(8)}${String(uploadCounter).padStart(4, '0')}${String(Math.random()).slice(2, 12).padEnd(10, '0')}`;
  const document = kind === 'document';
  const path = `${kind}/2026/${name}.${document ? 'pdf' : 'webp'}`;
  await app.deps.db
    .insertInto('uploads')
    .values({
      path,
      kind,
      mime: document ? 'application/pdf' : 'image/webp',
      size: 100,
      width: document ? null : 10,
      height: document ? null : 10,
      ownerUserId,
      createdAt: '2026-11-24',
    })
    .execute();
  return path;
}

/** The id of a master entry by its list and code. */
export async function masterId(app: FastifyInstance, codeType: string, code: string): Promise<number> {
  const row = await app.deps.db
    .selectFrom('masters')
    .select('id')
    .where('codeType', '=', codeType)
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A master entry by its list and code, as the suggestion rule leaves it. */
export function masterRow(app: FastifyInstance, codeType: string, code: string) {
  return app.deps.db
    .selectFrom('masters')
    .select(['codeType', 'code', 'nameEn', 'nameId', 'isApproved', 'createdBy'])
    .where('codeType', '=', codeType)
    .where('code', '=', code)
    .executeTakeFirst();
}

/** The candidate's profile row (undefined before the first save). */
export function profileRow(app: FastifyInstance, userId: number) {
  return app.deps.db
    .selectFrom('candidateProfiles')
    .selectAll()
    .where('userId', '=', userId)
    .executeTakeFirst();
}

export const ENTRY_TABLE = {
  education: 'candidateEducations',
  project: 'candidateProjects',
  experience: 'candidateExperiences',
  certificate: 'candidateCertificates',
  accomplishment: 'candidateAccomplishments',
} as const satisfies Record<CandidateEntryModule, string>;

/** An entry's row as stored (soft-deleted ones too). */
export async function entryRow(app: FastifyInstance, module: CandidateEntryModule, id: number) {
  const row = await app.deps.db
    .selectFrom(ENTRY_TABLE[module])
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row as (Record<string, unknown> & { deletedAt: string | null }) | undefined;
}

/** `count` entries of a section written straight into its table (the quick way to fill a section up). */
export async function insertEntries(
  app: FastifyInstance,
  module: CandidateEntryModule,
  userId: number,
  count: number,
): Promise<void> {
  const db = app.deps.db;
  const now = new Date().toISOString();
  const base = Array.from({ length: count }, () => ({
    userId,
    startMonth: '2015-01',
    createdAt: now,
    updatedAt: now,
  }));
  switch (module) {
    case 'education':
      await db
        .insertInto('candidateEducations')
        .values(
          base.map((b) => ({
            ...b,
            instituteCode: 'UI',
            qualificationCode: 'BACHELOR',
            fieldOfStudyCode: 'LAW',
          })),
        )
        .execute();
      return;
    case 'project':
      await db
        .insertInto('candidateProjects')
        .values(base.map((b) => ({ ...b, name: 'Proyek' })))
        .execute();
      return;
    case 'experience':
      await db
        .insertInto('candidateExperiences')
        .values(base.map((b) => ({ ...b, companyName: 'PT Contoh', jobTitle: 'Staf', endMonth: '2016-01' })))
        .execute();
      return;
    case 'certificate':
      await db
        .insertInto('candidateCertificates')
        .values(base.map((b) => ({ ...b, name: 'Sertifikat', issuer: 'BNSP' })))
        .execute();
      return;
    case 'accomplishment':
      await db
        .insertInto('candidateAccomplishments')
        .values(base.map((b) => ({ ...b, name: 'Penghargaan' })))
        .execute();
      return;
  }
}

/**
 * A valid entry of each section starting in `startMonth` (the end, where there is one, is 2024-12: after every start
 * these tests use, and in the past), and the document it makes.
 */
export const ENTRY: Record<
  CandidateEntryModule,
  { body: (startMonth: string) => Body; doc: (startMonth: string) => Body }
> = {
  education: {
    body: (startMonth) => ({
      instituteCode: 'UI',
      qualificationCode: 'BACHELOR',
      fieldOfStudyCode: 'COMPUTER_SCIENCE',
      startMonth,
      endMonth: '2024-12',
      grade: '3.65',
      details: 'Skripsi tentang sistem antrean puskesmas.',
    }),
    doc: (startMonth) => ({
      institute: { code: 'UI', name: 'Universitas Indonesia' },
      qualification: { code: 'BACHELOR', name: "Bachelor's degree (S1)" },
      fieldOfStudy: { code: 'COMPUTER_SCIENCE', name: 'Computer Science' },
      startMonth,
      endMonth: '2024-12',
      grade: '3.65',
      details: 'Skripsi tentang sistem antrean puskesmas.',
    }),
  },
  project: {
    body: (startMonth) => ({
      name: 'Aplikasi Kasir Warung',
      role: 'Backend developer',
      url: 'https://github.com/contoh/kasir',
      startMonth,
      endMonth: '2024-12',
      details: 'Kasir offline untuk warung kelontong.',
    }),
    doc: (startMonth) => ({
      name: 'Aplikasi Kasir Warung',
      role: 'Backend developer',
      url: 'https://github.com/contoh/kasir',
      startMonth,
      endMonth: '2024-12',
      details: 'Kasir offline untuk warung kelontong.',
    }),
  },
  experience: {
    body: (startMonth) => ({
      companyName: 'PT Sinar Jaya',
      jobTitle: 'Software Engineer',
      employmentType: 'FULL_TIME',
      location: 'Jakarta',
      startMonth,
      isCurrent: false,
      endMonth: '2024-12',
      details: 'Membangun layanan pembayaran.',
    }),
    doc: (startMonth) => ({
      companyName: 'PT Sinar Jaya',
      jobTitle: 'Software Engineer',
      employmentType: { code: 'FULL_TIME', name: 'Full-time (permanent)' },
      location: 'Jakarta',
      startMonth,
      isCurrent: false,
      endMonth: '2024-12',
      details: 'Membangun layanan pembayaran.',
    }),
  },
  certificate: {
    body: (startMonth) => ({
      name: 'AWS Certified Cloud Practitioner',
      issuer: 'Amazon Web Services',
      startMonth,
      endMonth: '2024-12',
      credentialUrl: 'https://aws.amazon.com/verification',
    }),
    doc: (startMonth) => ({
      name: 'AWS Certified Cloud Practitioner',
      issuer: 'Amazon Web Services',
      startMonth,
      endMonth: '2024-12',
      credentialUrl: 'https://aws.amazon.com/verification',
      filePath: '',
      fileUrl: null,
    }),
  },
  accomplishment: {
    body: (startMonth) => ({
      name: 'Juara 1 Gemastik',
      startMonth,
      details: 'Kategori pengembangan perangkat lunak.',
    }),
    doc: (startMonth) => ({
      name: 'Juara 1 Gemastik',
      startMonth,
      details: 'Kategori pengembangan perangkat lunak.',
    }),
  },
};

/** A changed entry of each section (the whole entry, as update takes it) and what it shows. */
export const CHANGED: Record<CandidateEntryModule, { body: Body; shows: Body }> = {
  education: {
    body: {
      instituteCode: 'ITB',
      qualificationCode: 'MASTER',
      fieldOfStudyCode: 'INFORMATICS_ENGINEERING',
      startMonth: '2021-08',
      endMonth: '',
    },
    shows: {
      institute: { code: 'ITB', name: 'Bandung Institute of Technology' },
      qualification: { code: 'MASTER', name: "Master's degree (S2)" },
      fieldOfStudy: { code: 'INFORMATICS_ENGINEERING', name: 'Informatics Engineering' },
      startMonth: '2021-08',
      endMonth: '',
      grade: '',
      details: '',
    },
  },
  project: {
    body: { name: 'Sistem Absensi', startMonth: '2021-08' },
    shows: { name: 'Sistem Absensi', role: '', url: '', startMonth: '2021-08', endMonth: '', details: '' },
  },
  experience: {
    body: { companyName: 'CV Maju', jobTitle: 'Admin Gudang', startMonth: '2021-08', isCurrent: true },
    shows: {
      companyName: 'CV Maju',
      jobTitle: 'Admin Gudang',
      employmentType: null,
      location: '',
      startMonth: '2021-08',
      isCurrent: true,
      endMonth: '',
      details: '',
    },
  },
  certificate: {
    body: { name: 'Sertifikat Kompetensi Akuntansi', issuer: 'BNSP', startMonth: '2021-08' },
    shows: {
      name: 'Sertifikat Kompetensi Akuntansi',
      issuer: 'BNSP',
      startMonth: '2021-08',
      endMonth: '',
      credentialUrl: '',
      filePath: '',
      fileUrl: null,
    },
  },
  accomplishment: {
    body: { name: 'Relawan Asian Games' },
    shows: { name: 'Relawan Asian Games', startMonth: '', details: '' },
  },
};
