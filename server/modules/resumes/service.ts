/**
 * The rules of resumes (issue 12; spec §7 Resumes). A candidate keeps up to RESUME_LIMITS.perCandidate: files they
 * uploaded (PDF or Word, checked by content by files/upload) and resumes built from their profile. One is the default
 * (the first one added, until another is chosen). Only the candidate reads, changes, downloads or removes theirs:
 * another's is a 404, nothing changed. An upload's text proposes profile entries (./proposals.ts) but writes nothing.
 */
import crypto from 'node:crypto';
import type * as v from 'valibot';
import {
  RESUME_LIMITS,
  RESUME_SECTIONS,
  type ResumeSection,
  resumeEntryKey,
} from '../../../common/constants/resumes.js';
import { formatMonthYear } from '../../../common/format/dates.js';
import type { Language } from '../../../common/locales/index.js';
import { translate } from '../../../common/locales/index.js';
import type { resumeDoc } from '../../../common/schemas/answers/resumes.js';
import type { ListRequest } from '../../../common/schemas/list.js';
import type {
  ResumeContent,
  ResumeCreate,
  ResumeHeader,
  ResumeUpdate,
} from '../../../common/schemas/resumes.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import type { Resume } from '../../db/database.js';
import { AppError, notFound, validationError } from '../../http/errors.js';
import { findUserById } from '../accounts/repository.js';
import { saveProfile } from '../candidateProfile/repository.js';
import { allEntries } from '../candidateProfile/entries.js';
import { ownView } from '../candidateProfile/service.js';
import { insertUpload, ownUpload } from '../files/repository.js';
import { type FileStorage, readWhole } from '../files/storage.js';
import { usableMasterNames } from '../masters/repository.js';
import type { ResumeData, ResumeEntry } from './pdf.js';
import { propose } from './proposals.js';
import {
  countResumes,
  findResume,
  insertResume,
  makeDefault,
  newestResume,
  pageOfResumes,
  updateResumeRow,
} from './repository.js';

export type ResumeDoc = v.InferOutput<typeof resumeDoc>;
type Built = NonNullable<ResumeDoc['built']>;

function builtOf(resume: Resume): Built | null {
  if (!resume.built) return null;
  const built = JSON.parse(resume.built) as Built;
  return { ...built, entries: built.entries ?? [] };
}

function toDoc(resume: Resume): ResumeDoc {
  return {
    id: resume.id,
    name: resume.name,
    source: resume.source as ResumeDoc['source'],
    filePath: resume.filePath,
    fileType: resume.fileType,
    fileSize: resume.fileSize,
    isDefault: resume.isDefault === 1,
    built: builtOf(resume),
    createdAt: resume.createdAt,
    updatedAt: resume.updatedAt,
  };
}

async function resumeOrNotFound(db: Db, user: AuthUser, id: number): Promise<Resume> {
  const resume = await findResume(db, user.id, id);
  if (!resume) throw notFound('errorMsg:resumeNotFound');
  return resume;
}

export async function listResumes(db: Db, user: AuthUser, page: Pick<ListRequest, 'page' | 'limit'>) {
  const [rows, total] = await Promise.all([
    pageOfResumes(db, user.id, page.limit, (page.page - 1) * page.limit),
    countResumes(db, user.id),
  ]);
  return { docs: rows.map(toDoc), total };
}

export async function getResume(db: Db, user: AuthUser, id: number) {
  return toDoc(await resumeOrNotFound(db, user, id));
}

/** A new resume, under the candidate's lock so the limit holds; the first one becomes the default. */
async function addResume(db: Db, user: AuthUser, values: Omit<Parameters<typeof insertResume>[1], 'userId'>) {
  const id = await db.transaction().execute(async (trx) => {
    await saveProfile(trx, user.id, {}, values.createdAt);
    const count = await countResumes(trx, user.id);
    if (count >= RESUME_LIMITS.perCandidate)
      throw new AppError(422, 'ERROR', 'errorMsg:resumesFull', { max: RESUME_LIMITS.perCandidate });
    return insertResume(trx, { ...values, userId: user.id, isDefault: count === 0 ? 1 : 0 });
  });
  return getResume(db, user, id);
}

/** resumes/create: an uploaded document of the candidate's own joins the list. */
export async function createUploaded(db: Db, user: AuthUser, lng: Language, input: ResumeCreate) {
  const upload = await ownUpload(db, user.id, 'document', input.filePath);
  if (!upload) throw validationError(lng, [{ field: 'filePath', key: 'ownFile' }]);
  const now = new Date().toISOString();
  return addResume(db, user, {
    name: input.name ?? translate(lng, 'messages:resume.defaultName'),
    source: 'UPLOAD',
    filePath: upload.path,
    fileType: upload.mime,
    fileSize: upload.size,
    built: null,
    createdAt: now,
    updatedAt: now,
  });
}

/** resumes/update/{id}: renamed, or made the default. */
export async function changeResume(db: Db, user: AuthUser, id: number, input: ResumeUpdate) {
  await resumeOrNotFound(db, user, id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (input.name !== undefined) await updateResumeRow(trx, id, { name: input.name, updatedAt: now });
    if (input.isDefault) await makeDefault(trx, user.id, id, now);
  });
  return getResume(db, user, id);
}

/** resumes/soft-delete: gone from the list; the newest left becomes the default if this one was. */
export async function removeResume(db: Db, user: AuthUser, id: number) {
  const resume = await resumeOrNotFound(db, user, id);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await updateResumeRow(trx, id, { deletedAt: now, isDefault: 0, updatedAt: now });
    if (resume.isDefault === 1) {
      const next = await newestResume(trx, user.id);
      if (next) await makeDefault(trx, user.id, next.id, now);
    }
  });
}

/** resumes/proposals/{id}: what the resume's text suggests for the profile (nothing is written). */
export async function proposals(db: Db, storage: FileStorage, user: AuthUser, lng: Language, id: number) {
  const resume = await resumeOrNotFound(db, user, id);
  const data = resume.filePath ? await readWhole(storage, resume.filePath) : undefined;
  const { resumeText } = await import('./text.js');
  const text = data ? await resumeText(data, resume.fileType) : '';
  const [skills, view] = await Promise.all([
    usableMasterNames(db, 'SKILLS', user.id),
    ownView(db, user.id, lng),
  ]);
  const own = new Set(view.profile.skills.map((s) => s.id));
  const found = propose(
    text,
    skills.map((s) => ({ id: s.id, names: [lng === 'id' ? s.nameId : s.nameEn, s.nameEn, s.nameId] })),
    own,
  );
  return { readable: text.trim() !== '', ...found };
}

/** resumes/update-header: a built resume's header (a new built resume without `id`). */
export async function saveHeader(db: Db, user: AuthUser, input: ResumeHeader) {
  const now = new Date().toISOString();
  const header = {
    fullName: input.fullName,
    headline: input.headline ?? '',
    contactLines: input.contactLines,
    showPhoto: input.showPhoto,
    template: input.template,
    language: input.language,
  };
  if (input.id === undefined)
    return addResume(db, user, {
      name: input.name,
      source: 'BUILT',
      filePath: null,
      fileType: null,
      fileSize: null,
      built: JSON.stringify({ ...header, sections: [...RESUME_SECTIONS], entries: [] }),
      createdAt: now,
      updatedAt: now,
    });
  const resume = await resumeOrNotFound(db, user, input.id);
  const built = builtOf(resume);
  if (!built) throw new AppError(409, 'ERROR', 'errorMsg:resumeNotBuilt');
  await updateResumeRow(db, resume.id, {
    name: input.name,
    built: JSON.stringify({ ...built, ...header }),
    updatedAt: now,
  });
  return getResume(db, user, resume.id);
}

/** resumes/update-resume: which sections a built resume shows, in their order. */
export async function saveContent(db: Db, user: AuthUser, input: ResumeContent) {
  const resume = await resumeOrNotFound(db, user, input.id);
  const built = builtOf(resume);
  if (!built) throw new AppError(409, 'ERROR', 'errorMsg:resumeNotBuilt');
  // Only what differs from the profile is kept: a shown entry in the profile's words is no edit.
  const entries =
    input.entries
      ?.filter((e) => e.hidden || e.title || e.details)
      .map((e) => ({
        key: e.key,
        hidden: e.hidden,
        title: e.title ?? '',
        details: e.details ?? '',
      })) ?? built.entries;
  await updateResumeRow(db, resume.id, {
    built: JSON.stringify({ ...built, sections: input.sections, entries }),
    updatedAt: new Date().toISOString(),
  });
  return getResume(db, user, resume.id);
}

const period = (lng: Language, start: string, end: string | undefined, current = false) => {
  if (!start) return '';
  const from = formatMonthYear(`${start}-01`, lng);
  if (end === undefined) return from;
  const to = end ? formatMonthYear(`${end}-01`, lng) : translate(lng, 'messages:resume.present');
  return `${from} – ${current || !end ? translate(lng, 'messages:resume.present') : to}`;
};

/** What a built resume shows, read from the profile as it is now. */
async function resumeData(db: Db, storage: FileStorage, user: AuthUser, built: Built): Promise<ResumeData> {
  const lng = built.language === 'id' ? 'id' : 'en';
  const [view, experiences, educations, projects, certificates, accomplishments] = await Promise.all([
    ownView(db, user.id, lng),
    allEntries(db, user, lng, 'experience'),
    allEntries(db, user, lng, 'education'),
    allEntries(db, user, lng, 'project'),
    allEntries(db, user, lng, 'certificate'),
    allEntries(db, user, lng, 'accomplishment'),
  ]);

  // This resume's own edits: an entry hidden, or its title and details in other words (the profile keeps its own).
  const edits = new Map(built.entries.map((edit) => [edit.key, edit]));
  const shown = <T extends { id: number }>(
    section: ResumeSection,
    list: T[],
    toEntry: (e: T) => ResumeEntry,
  ) =>
    list.flatMap((item) => {
      const edit = edits.get(resumeEntryKey(section, item.id));
      if (edit?.hidden) return [];
      const entry = toEntry(item);
      return [{ ...entry, title: edit?.title || entry.title, details: edit?.details || entry.details }];
    });
  const byKey: Record<ResumeSection, ResumeEntry[]> = {
    experiences: shown('experiences', experiences, (e) => ({
      title: e.jobTitle,
      subtitle: [e.companyName, e.location].filter(Boolean).join(', '),
      period: period(lng, e.startMonth, e.endMonth, e.isCurrent),
      details: e.details,
    })),
    educations: shown('educations', educations, (e) => ({
      title: e.institute.name,
      subtitle: `${e.qualification.name}, ${e.fieldOfStudy.name}${e.grade ? ` · ${e.grade}` : ''}`,
      period: period(lng, e.startMonth, e.endMonth),
      details: e.details,
    })),
    projects: shown('projects', projects, (e) => ({
      title: e.name,
      subtitle: [e.role, e.url].filter(Boolean).join(' · '),
      period: period(lng, e.startMonth, e.endMonth),
      details: e.details,
    })),
    certificates: shown('certificates', certificates, (e) => ({
      title: e.name,
      subtitle: e.issuer,
      period: period(lng, e.startMonth, e.endMonth || undefined),
      details: '',
    })),
    accomplishments: shown('accomplishments', accomplishments, (e) => ({
      title: e.name,
      subtitle: '',
      period: period(lng, e.startMonth, undefined),
      details: e.details,
    })),
    skills: shown('skills', view.profile.skills, (skill) => ({
      title: skill.name,
      subtitle: '',
      period: '',
      details: '',
    })),
  };
  const sections = built.sections
    .map((key) => ({
      key,
      entries: key === 'skills' ? [] : byKey[key],
      names: key === 'skills' ? byKey.skills.map((skill) => skill.title) : [],
    }))
    .filter((s) => (s.key === 'skills' ? s.names.length > 0 : s.entries.length > 0));
  let photo: Buffer | null = null;
  const picture = built.showPhoto ? (await findUserById(db, user.id))?.picturePath : null;
  if (picture) {
    const bytes = await readWhole(storage, picture);
    // The stored picture is WebP, which PDF cannot embed: PNG it is.
    const { default: sharp } = await import('sharp');
    photo = bytes ? await sharp(bytes).png().toBuffer() : null;
  }
  return {
    fullName: built.fullName,
    headline: built.headline,
    contactLines: built.contactLines,
    photo,
    template: built.template,
    language: lng,
    sections,
  };
}

const fileName = (name: string, ext: string) =>
  `${name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'resume'}.${ext}`;

/** A built resume rendered from the profile as it is now. */
async function render(db: Db, storage: FileStorage, user: AuthUser, built: Built): Promise<Buffer> {
  // The renderer and its fonts load with the first resume rendered, not with the server.
  const { renderResume } = await import('./pdf.js');
  return renderResume(await resumeData(db, storage, user, built));
}

/** Stores a rendered PDF as a new file of the candidate's (a `document` upload): its path. */
async function storePdf(db: Db, storage: FileStorage, user: AuthUser, body: Buffer, now: string) {
  const path = `document/${new Date(now).getUTCFullYear()}/${crypto.randomBytes(16).toString('base64url')}.pdf`;
  await storage.put(path, body, 'application/pdf');
  await insertUpload(db, {
    path,
    kind: 'document',
    mime: 'application/pdf',
    size: body.length,
    width: null,
    height: null,
    ownerUserId: user.id,
    createdAt: now,
  });
  return path;
}

/**
 * resumes/download/{id}: an upload as it was stored; a built resume rendered from the profile now, and with
 * `isSave` also stored as the resume's file.
 */
export async function download(db: Db, storage: FileStorage, user: AuthUser, id: number, isSave: boolean) {
  const resume = await resumeOrNotFound(db, user, id);
  const built = builtOf(resume);
  if (!built) {
    const data = resume.filePath ? await readWhole(storage, resume.filePath) : undefined;
    if (!data) throw notFound('errorMsg:resumeNotFound');
    const ext = resume.filePath!.split('.').pop() ?? 'pdf';
    return {
      body: data,
      type: resume.fileType ?? 'application/octet-stream',
      name: fileName(resume.name, ext),
    };
  }
  const body = await render(db, storage, user, built);
  if (isSave) {
    const now = new Date().toISOString();
    const path = await storePdf(db, storage, user, body, now);
    await updateResumeRow(db, resume.id, {
      filePath: path,
      fileType: 'application/pdf',
      fileSize: body.length,
      updatedAt: now,
    });
  }
  return { body, type: 'application/pdf', name: fileName(resume.name, 'pdf') };
}

/**
 * The file an application is sent with, fixed now (issue 13): an upload's own file (stored files are never
 * rewritten), or a built resume rendered from the profile as it is now and stored as a new file. Undefined when the
 * resume is not the candidate's.
 */
export async function snapshotFile(db: Db, storage: FileStorage, user: AuthUser, id: number) {
  const resume = await findResume(db, user.id, id);
  if (!resume) return undefined;
  const built = builtOf(resume);
  if (!built) {
    if (!resume.filePath) return undefined;
    return { name: resume.name, path: resume.filePath, type: resume.fileType ?? 'application/pdf' };
  }
  const body = await render(db, storage, user, built);
  const path = await storePdf(db, storage, user, body, new Date().toISOString());
  return { name: resume.name, path, type: 'application/pdf' };
}
