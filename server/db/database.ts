/**
 * The database schema as Kysely sees it. Columns are camelCase in both dialects. Timestamps are ISO-8601 UTC
 * strings (`new Date().toISOString()`), which sort correctly as text and read back identically from SQLite and
 * PostgreSQL; booleans are 0/1 integers for the same reason.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export interface CountryTable {
  id: Generated<number>;
  isoCode: string;
  name: string;
  phoneCode: string;
  currency: string | null;
  flag: string | null;
  latitude: string | null;
  longitude: string | null;
}

export interface StateTable {
  id: Generated<number>;
  countryCode: string;
  isoCode: string;
  name: string;
  latitude: string | null;
  longitude: string | null;
}

export interface CityTable {
  id: Generated<number>;
  countryCode: string;
  stateCode: string;
  name: string;
  /** Lower-cased name for case-insensitive search in both dialects. */
  searchName: string;
  latitude: string | null;
  longitude: string | null;
}

/**
 * The words a city is found by (migration 2026_11_24_006, filled by the seed): `pos` 0 holds the whole name's search
 * key, 1… its later words (`nameEntries` in like.ts). `word` and `searchName` compare in code-point order on both
 * dialects.
 */
export interface CityWordTable {
  cityId: number;
  pos: number;
  countryCode: string;
  stateCode: string;
  word: string;
  /** The city's searchName (the order of a page of matches), so that a page is chosen from the index alone. */
  searchName: string;
}

/** The words a state is found by, as for cities. */
export interface StateWordTable {
  stateId: number;
  pos: number;
  countryCode: string;
  word: string;
}

/** The words of a master entry's English and Indonesian names (seed and masters/create). */
export interface MasterWordTable {
  masterId: number;
  codeType: string;
  word: string;
}

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  nameEn: string;
  nameId: string;
  icon: string;
  sortOrder: number;
  isActive: number;
}

export interface MasterTable {
  id: Generated<number>;
  codeType: string;
  code: string;
  nameEn: string;
  nameId: string;
  /** Lower-cased English and Indonesian names, for search. */
  searchName: string;
  parentCode: string | null;
  sortOrder: number;
  isApproved: number;
  createdBy: number | null;
  createdAt: string;
}

export interface SettingTable {
  key: string;
  /** JSON text. */
  value: string;
  isPublic: number;
  updatedAt: string;
}

export interface SeoTable {
  id: Generated<number>;
  module: string;
  page: string;
  lng: string;
  title: string;
  description: string;
  keywords: string;
  author: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
}

export interface UserTable {
  id: Generated<number>;
  role: string;
  email: string;
  phone: string | null;
  phoneCode: string | null;
  fullName: string;
  companyName: string | null;
  passwordHash: string | null;
  status: string;
  isEmailVerified: number;
  lng: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  termsAcceptedAt: string | null;
  lastLoginAt: string | null;
  passwordChangedAt: string | null;
  /** The person's own picture (an avatar upload), or null. */
  picturePath: string | null;
}

/** The one live code per e-mail, role and purpose; a new code replaces the old one. */
export interface OtpTable {
  id: Generated<number>;
  email: string;
  role: string;
  purpose: string;
  /** HMAC-SHA256 of the code with the server secret: a leaked table does not reveal live codes. */
  codeHash: string;
  attempts: number;
  sentAt: string;
  expiresAt: string;
  verifiedAt: string | null;
  consumedAt: string | null;
}

export interface DeviceTokenTable {
  id: Generated<number>;
  userId: number;
  /** The device's key: a Web Push subscription's endpoint, or an FCM token. */
  token: string;
  kind: Generated<'webpush' | 'fcm'>;
  /** Web Push only: the browser's public key and auth secret (base64url) the payload is encrypted for. */
  p256dh: string | null;
  auth: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface SessionTable {
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  revokedAt: string | null;
  userAgent: string | null;
  ip: string | null;
}

export interface ContactMessageTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  lng: string;
  userId: number | null;
  ip: string | null;
  createdAt: string;
}

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  /** JSON text. */
  payload: string;
  attempts: number;
  /** When the row may next be tried (ISO). */
  runAt: string;
  /** A worker that claimed the row holds it until this time (crash safety); it renews this short lease while it works. */
  lockedUntil: string | null;
  /** Which worker holds the lease (only that worker renews or releases it). */
  lockedBy: string | null;
  lastError: string | null;
  createdAt: string;
  /** Higher is claimed first (time-critical mail such as one-time codes); 0 for ordinary rows. */
  priority: Generated<number>;
  /** When set, a row still unsent at this time (ISO) is dropped instead of performed: nobody waits for it any more. */
  expiresAt: string | null;
}

export interface LoginThrottleTable {
  /** Normalized e-mail address as typed at sign-in. */
  email: string;
  /** Consecutive wrong passwords (reset by a successful sign-in or a password reset, or after a quiet day). */
  failures: number;
  lastFailureAt: string;
  lockedUntil: string | null;
}

/** An employer organisation (migration 2026_11_24_007). */
export interface CompanyTable {
  id: Generated<number>;
  name: string;
  slug: string;
  logoPath: string | null;
  coverPath: string | null;
  aboutHtml: string | null;
  industryCode: string | null;
  companySize: string | null;
  foundedYear: number | null;
  website: string | null;
  phoneCode: string | null;
  phone: string | null;
  countryCode: string | null;
  stateCode: string | null;
  cityId: number | null;
  address: string | null;
  linkedinUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  twitterUrl: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** Who works for a company and as what (COMPANY_ROLES); a user belongs to one company. */
export interface CompanyMemberTable {
  companyId: number;
  userId: number;
  role: string;
  createdAt: string;
  deletedAt: string | null;
  /** What the person does ('HR Manager'; migration 2026_11_24_009). */
  jobTitle: string | null;
  /** When an administrator invited the person (null for whoever registered the company). */
  invitedAt: string | null;
  /** When the invited person accepted (set a password). */
  joinedAt: string | null;
}

/**
 * An invitation to join a company's team (migration 2026_11_24_009): only the SHA-256 of the link's token is kept;
 * single-use, valid until `expiresAt`, revoked when a newer one is sent or the member is removed.
 */
export interface TeamInvitationTable {
  id: Generated<number>;
  companyId: number;
  memberUserId: number;
  invitedByUserId: number;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

/**
 * A job posting. Filter fields are indexed columns; `…At` of a step is when it was last saved (null: not yet).
 * Salaries are whole rupiah per month.
 */
export interface JobTable {
  id: Generated<number>;
  companyId: number;
  createdBy: number;
  status: string;
  slug: string;
  title: string;
  categoryId: number;
  employmentType: string;
  positionLevel: string;
  jobDomain: string;
  openings: number;
  descriptionHtml: string | null;
  descriptionText: Generated<string>;
  qualification: string | null;
  experienceMin: number | null;
  experienceMax: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryVisible: Generated<number>;
  highlightsAt: string | null;
  isRemote: Generated<number>;
  locationAt: string | null;
  benefitsOther: string | null;
  benefitsAt: string | null;
  questionsAt: string | null;
  searchCompany: Generated<string>;
  searchSkills: Generated<string>;
  /** The Indonesian roots of the title's and skills' words (server/modules/jobs/search/searchText.ts). */
  searchRoots: Generated<string>;
  validTill: string | null;
  postedAt: string | null;
  closedAt: string | null;
  viewCount: Generated<number>;
  responseCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A candidate's review of a company (spec §7 Reviews); one per candidate and company while not deleted. */
export interface ReviewTable {
  id: Generated<number>;
  companyId: number;
  userId: number;
  rating: number;
  headline: string;
  text: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A candidate's saved job search (spec §7 Search); `filter` is the JSON of the browse page's filters. */
export interface SavedSearchTable {
  id: Generated<number>;
  userId: number;
  name: string;
  search: string;
  filter: string;
  alert: number;
  frequency: string;
  lastAlertAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A job a saved search alerts about: pending until `mailedAt`, then kept so it is never announced twice. */
export interface SavedSearchJobTable {
  searchId: number;
  jobId: number;
  matchedAt: string;
  mailedAt: string | null;
}

/** A job a candidate saved (spec §7 Tracks: like-dislike). */
export interface SavedJobTable {
  userId: number;
  jobId: number;
  createdAt: string;
}

/** A day a candidate opened a job (create-jobs-tracks type 3): one row per job, viewer and day. */
export interface JobViewTable {
  jobId: number;
  userId: number;
  day: string;
  createdAt: Generated<string>;
}

export interface JobSkillTable {
  jobId: number;
  masterId: number;
  position: number;
}

export interface JobLocationTable {
  jobId: number;
  cityId: number;
  countryCode: string;
  stateCode: string;
  position: number;
}

export interface JobBenefitTable {
  jobId: number;
  code: string;
}

export interface JobQuestionTable {
  id: Generated<number>;
  jobId: number;
  position: number;
  kind: string;
  question: string;
  isRequired: number;
  /** JSON text: the choices of a choice question. */
  options: Generated<string>;
  /** JSON text: the answer that rules a candidate out, or null. */
  knockout: string | null;
}

/**
 * A stored file (migration 2026_11_24_008): its path in the file storage, what it is for (UPLOAD_KINDS), its type as
 * read from its bytes, and who uploaded it (only they may attach it to something).
 */
export interface UploadTable {
  id: Generated<number>;
  path: string;
  kind: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  ownerUserId: number;
  createdAt: string;
}

/**
 * A bulk job import (migration 2026_11_24_010): the file, who and when, the state (IMPORT_STATUSES), the header row
 * and the column mapping (JSON text), and the counts. Its rows wait in `importRows`; its refusals are `importErrors`.
 */
export interface ImportHistoryTable {
  id: Generated<number>;
  companyId: number;
  createdBy: number;
  fileName: string;
  fileKind: string;
  status: string;
  jobStatus: string | null;
  headers: string;
  mapping: string;
  totalRows: number;
  processedRows: Generated<number>;
  importedRows: Generated<number>;
  failedRows: Generated<number>;
  errorCount: Generated<number>;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** A data row of an import not read yet: its place among the data rows, its row in the file, its cells (JSON). */
export interface ImportRowTable {
  importId: number;
  position: number;
  rowNumber: number;
  cells: string;
}

/** Why a row was not imported: the field, the `validate` key and its bound, and the cell as it was. */
export interface ImportErrorTable {
  id: Generated<number>;
  importId: number;
  rowNumber: number;
  field: string;
  messageKey: string;
  requirement: number | null;
  value: string | null;
}

/** Versions the database moves on by itself (migration 017); `lastTx` is PostgreSQL's bookkeeping. */
export interface DataVersionTable {
  name: string;
  version: string | number;
  lastTx: string | number | null;
}

/** The candidate profile (migration 2026_11_25_018): one row per candidate, created on the first save. */
export interface CandidateProfileTable {
  userId: number;
  gender: string | null;
  dateOfBirth: string | null;
  countryCode: string | null;
  stateCode: string | null;
  cityId: number | null;
  address: string | null;
  castCategory: string | null;
  industryCode: string | null;
  jobDomain: string | null;
  yearsOfExperience: number | null;
  expectedSalary: number | null;
  prefersRemote: Generated<number>;
  openToWork: Generated<number>;
  setupStep: string | null;
  setupCompletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CandidateSkillTable {
  userId: number;
  masterId: number;
  position: number;
}

export interface CandidatePreferredCityTable {
  userId: number;
  cityId: number;
  position: number;
}

/** What every list section of the profile has around its own columns (soft-deleted). */
interface CandidateEntryColumns {
  id: Generated<number>;
  userId: number;
  startMonth: string;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

export interface CandidateEducationTable extends CandidateEntryColumns {
  instituteCode: string;
  qualificationCode: string;
  fieldOfStudyCode: string;
  endMonth: Generated<string>;
  grade: Generated<string>;
  details: Generated<string>;
}

export interface CandidateProjectTable extends CandidateEntryColumns {
  name: string;
  role: Generated<string>;
  url: Generated<string>;
  endMonth: Generated<string>;
  details: Generated<string>;
}

export interface CandidateExperienceTable extends CandidateEntryColumns {
  companyName: string;
  jobTitle: string;
  employmentType: Generated<string>;
  location: Generated<string>;
  isCurrent: Generated<number>;
  endMonth: Generated<string>;
  details: Generated<string>;
}

export interface CandidateCertificateTable extends CandidateEntryColumns {
  name: string;
  issuer: string;
  endMonth: Generated<string>;
  credentialUrl: Generated<string>;
  filePath: Generated<string>;
}

export interface CandidateAccomplishmentTable extends Omit<CandidateEntryColumns, 'startMonth'> {
  name: string;
  startMonth: Generated<string>;
  details: Generated<string>;
}

/** A candidate's resume (migration 2026_11_25_019): an upload, or built from the profile (`built`: JSON text). */
export interface ResumeTable {
  id: Generated<number>;
  userId: number;
  name: string;
  source: string;
  filePath: string | null;
  fileType: string | null;
  fileSize: number | null;
  isDefault: Generated<number>;
  built: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
}

/** A candidate's application to a job (migration 2026_11_25_020), with the resume it was sent with. */
export interface ApplicationTable {
  id: Generated<number>;
  jobId: number;
  companyId: number;
  userId: number;
  status: string;
  resumeName: string;
  resumePath: string;
  resumeType: string;
  coverNote: Generated<string>;
  matchScore: Generated<number>;
  knockedOut: Generated<number>;
  appliedAt: string;
  statusAt: string;
  withdrawnAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A screening question as asked and its answer as sent (`answer`: JSON text of a string or a list). */
export interface ApplicationAnswerTable {
  applicationId: number;
  position: number;
  kind: string;
  question: string;
  answer: string;
  isKnockout: Generated<number>;
}

/** A step of an application's timeline: the status it took, by whom, and the employer's message ('' for none). */
export interface ApplicationEventTable {
  id: Generated<number>;
  applicationId: number;
  status: string;
  message: Generated<string>;
  byUserId: number;
  createdAt: string;
}

/** A notification for one user (migration 2026_11_26_021): its type and params (JSON text), rendered when read. */
export interface NotificationTable {
  id: Generated<number>;
  userId: number;
  type: string;
  params: string;
  link: string;
  jobId: number | null;
  readAt: string | null;
  createdAt: string;
}

/** A user's mail choice for one notification type (no row: mail on). */
export interface NotificationPreferenceTable {
  userId: number;
  type: string;
  mail: number;
}

/**
 * A company's team opened a candidate's profile (migration 2026_11_26_022): once per company, candidate and day, with
 * who opened it and from which job (null once that person or job is gone, or when opened outside a job).
 */
export interface ProfileViewTable {
  id: Generated<number>;
  companyId: number;
  candidateId: number;
  viewerUserId: number | null;
  jobId: number | null;
  day: string;
  createdAt: string;
}

/**
 * An idempotency key of a user (migration 2026_11_26_025, server/http/idempotency.ts): `status` and `body` are null
 * while its first request is being handled, then the answer as sent (not stored for a 5xx: the row is deleted).
 */
export interface IdempotencyKeyTable {
  id: Generated<number>;
  userId: number;
  key: string;
  /** The request's method, path and a SHA-256 of its query and JSON body: a key reused for another request is refused. */
  fingerprint: string;
  status: number | null;
  body: string | null;
  createdAt: string;
  completedAt: string | null;
}

/** A plan or top-up on sale (migration 2026_11_26_026); null quotas: none of that kind. */
export interface PlanTable {
  id: Generated<number>;
  code: string;
  kind: string;
  audience: string;
  nameEn: string;
  nameId: string;
  descriptionEn: string;
  descriptionId: string;
  price: number;
  validityDays: number;
  activeJobs: number | null;
  matchedCandidates: number | null;
  applicationLimit: number | null;
  position: number;
  isActive: number;
  createdAt: string;
  updatedAt: string;
}

/** An order (migration 2026_11_26_026): what was bought at what price, and its payment's progress. */
export interface OrderTable {
  id: Generated<number>;
  number: string;
  userId: number;
  companyId: number | null;
  audience: string;
  kind: string;
  planId: number;
  itemNameEn: string;
  itemNameId: string;
  price: number;
  tax: number;
  total: number;
  status: string;
  gateway: string;
  gatewayToken: string | null;
  paymentUrl: string | null;
  gatewayReference: string | null;
  expiresAt: string;
  paidAt: string | null;
  invoiceNumber: string | null;
  /** JSON `{ name, lines }` of the buyer and `{ name, address, taxId }` of the seller, fixed when paid. */
  billedTo: string | null;
  seller: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What an order (or the seed) granted a company or a candidate, for a period (migration 2026_11_26_026). */
export interface LicenceTable {
  id: Generated<number>;
  orderId: number | null;
  companyId: number | null;
  userId: number | null;
  planId: number;
  kind: string;
  activeJobs: number | null;
  matchedCandidates: number | null;
  applicationLimit: number | null;
  startsAt: string;
  endsAt: string;
  createdAt: string;
}

/** Gap-free counters (invoice numbers per year). */
export interface SequenceTable {
  name: string;
  value: number;
}

export interface Database {
  plans: PlanTable;
  orders: OrderTable;
  licences: LicenceTable;
  sequences: SequenceTable;
  idempotencyKeys: IdempotencyKeyTable;
  profileViews: ProfileViewTable;
  notifications: NotificationTable;
  notificationPreferences: NotificationPreferenceTable;
  applications: ApplicationTable;
  applicationAnswers: ApplicationAnswerTable;
  applicationEvents: ApplicationEventTable;
  resumes: ResumeTable;
  candidateProfiles: CandidateProfileTable;
  candidateSkills: CandidateSkillTable;
  candidatePreferredCities: CandidatePreferredCityTable;
  candidateEducations: CandidateEducationTable;
  candidateProjects: CandidateProjectTable;
  candidateExperiences: CandidateExperienceTable;
  candidateCertificates: CandidateCertificateTable;
  candidateAccomplishments: CandidateAccomplishmentTable;
  dataVersions: DataVersionTable;
  importHistory: ImportHistoryTable;
  importRows: ImportRowTable;
  importErrors: ImportErrorTable;
  uploads: UploadTable;
  companies: CompanyTable;
  companyMembers: CompanyMemberTable;
  teamInvitations: TeamInvitationTable;
  jobs: JobTable;
  jobSkills: JobSkillTable;
  savedJobs: SavedJobTable;
  reviews: ReviewTable;
  savedSearches: SavedSearchTable;
  savedSearchJobs: SavedSearchJobTable;
  jobViews: JobViewTable;
  jobLocations: JobLocationTable;
  jobBenefits: JobBenefitTable;
  jobQuestions: JobQuestionTable;
  countries: CountryTable;
  states: StateTable;
  cities: CityTable;
  cityWords: CityWordTable;
  stateWords: StateWordTable;
  masterWords: MasterWordTable;
  categories: CategoryTable;
  masters: MasterTable;
  settings: SettingTable;
  seo: SeoTable;
  users: UserTable;
  sessions: SessionTable;
  contactMessages: ContactMessageTable;
  outbox: OutboxTable;
  otps: OtpTable;
  deviceTokens: DeviceTokenTable;
  loginThrottle: LoginThrottleTable;
}

export type Company = Selectable<CompanyTable>;
export type CandidateProfile = Selectable<CandidateProfileTable>;
export type Resume = Selectable<ResumeTable>;
export type Application = Selectable<ApplicationTable>;
export type Upload = Selectable<UploadTable>;
export type Job = Selectable<JobTable>;
export type User = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type Session = Selectable<SessionTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type Plan = Selectable<PlanTable>;
export type Order = Selectable<OrderTable>;
export type Licence = Selectable<LicenceTable>;
export type Otp = Selectable<OtpTable>;
