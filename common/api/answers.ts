/**
 * What each call of the route table answers: the schema of its envelope's `data`. One declaration, three uses:
 * - the client's answer types (`AnswerOf`; imported as a type only, so no schema code reaches the app's bundle);
 * - the server's response serialization (a compiled serializer that sends only the fields named here);
 * - the OpenAPI document at /client/api/docs.
 * The server refuses to register a call that has no entry here, so every new call is born complete.
 */
import * as v from 'valibot';
import * as a from '../schemas/answers';
import type { ActionName, ModuleName } from './routes';

/** A page of a list: the array in `data`, and `paginator` beside it in the envelope. */
const PAGINATED = new WeakSet<v.GenericSchema>();
function paginated<TItem extends v.GenericSchema>(item: TItem) {
  const schema = v.array(item);
  PAGINATED.add(schema);
  return schema;
}
export function isPaginated(schema: v.GenericSchema): boolean {
  return PAGINATED.has(schema);
}

const accountAnswers = {
  checkCredentials: a.emailSent,
  resendOtp: a.emailSent,
  verifyEmailOtp: a.emailVerified,
  register: a.session,
  login: a.signedIn,
  forgetPassword: a.emailSent,
  verifyResetPasswordOtp: a.resetTicket,
  resetPassword: a.nothing,
  changePassword: a.nothing,
  view: a.publicUser,
  logout: a.nothing,
};

/** The generic per-module calls of a candidate profile's list section, answering its entries. */
function entryAnswers<TDoc extends v.GenericSchema>(doc: TDoc) {
  return { list: paginated(doc), create: doc, get: doc, update: doc, softDelete: a.nothing };
}

export const answers = {
  candidate: { ...accountAnswers, view: a.candidateOwnView },
  candidateProfile: {
    setup: a.candidateOwnView,
    profilePictureUpdate: a.candidateOwnView,
    basicDetails: a.candidateOwnView,
    personalDetails: a.candidateOwnView,
    industryDetails: a.candidateOwnView,
    getEducation: v.array(a.educationDoc),
    getProject: v.array(a.projectDoc),
    getExperience: v.array(a.experienceDoc),
    getCertificate: v.array(a.certificateDoc),
  },
  education: entryAnswers(a.educationDoc),
  project: entryAnswers(a.projectDoc),
  experience: entryAnswers(a.experienceDoc),
  certificate: entryAnswers(a.certificateDoc),
  accomplishment: entryAnswers(a.accomplishmentDoc),
  resumes: {
    list: paginated(a.resumeDoc),
    get: a.resumeDoc,
    create: a.resumeDoc,
    update: a.resumeDoc,
    softDelete: a.nothing,
    proposals: a.resumeProposals,
    updateHeader: a.resumeDoc,
    updateResume: a.resumeDoc,
    /** A PDF file, not an envelope (application/pdf); errors come as envelopes. */
    download: a.nothing,
  },
  employer: {
    ...accountAnswers,
    view: a.employerOwnView,
    updateCompany: a.companyDoc,
    update: a.employerDetails,
    personalDetails: a.employerDetails,
    acceptInvitation: a.session,
  },
  teamMembers: {
    list: paginated(a.teamMemberDoc),
    add: a.teamMemberDoc,
    update: a.teamMemberDoc,
    partialUpdate: a.teamMemberDoc,
    softDelete: a.nothing,
  },
  notifications: {
    saveDeviceToken: a.nothing,
    removeDeviceToken: a.nothing,
    pushConfig: a.pushConfigDoc,
    list: paginated(a.notificationDoc),
    details: a.notificationDoc,
    partialUpdate: a.notificationDoc,
    readAll: a.unreadCountDoc,
    unreadCount: a.unreadCountDoc,
    preferences: a.notificationPreferencesDoc,
    updatePreferences: a.notificationPreferencesDoc,
  },
  userJobs: {
    checkApply: a.checkApplyDoc,
    create: a.myApplicationDoc,
    activeJobsList: paginated(a.myApplicationDoc),
    withdraw: a.nothing,
    list: paginated(a.responseDoc),
    statusCounts: a.statusCountsDoc,
    candidateDetails: a.responseDetailDoc,
    statusByEmployer: a.responseDetailDoc,
    update: a.responseDetailDoc,
    /** A file (the resume as sent), not an envelope; errors come as envelopes. */
    resume: a.nothing,
  },
  matchedCandidate: { list: v.array(a.matchedCandidateDoc), details: a.matchedCandidateDetailDoc },
  viewedCandidate: { list: paginated(a.viewedCandidateDoc) },
  trackUser: {
    viewProfile: a.profileViewDoc,
    viewedCount: a.profileViewCountDoc,
    companyList: paginated(a.profileViewerDoc),
  },
  contactUs: { save: a.contactSaved },
  country: { all: v.array(a.countryDoc) },
  state: { getStateList: paginated(a.stateDoc) },
  city: { getCityList: paginated(a.cityDoc) },
  category: { all: v.array(a.categoryDoc) },
  masters: { list: paginated(a.masterDoc), create: a.masterDoc },
  seo: { get: a.seoDoc },
  settings: { getSettings: a.settings },
  jobs: {
    createJobType: a.jobDoc,
    duplicate: a.jobDoc,
    updateJobType: a.jobDoc,
    createJobHighlights: a.jobDoc,
    createJobLocation: a.jobDoc,
    createJobBenefits: a.jobDoc,
    createJobAdditionalQuestion: a.jobDoc,
    confirmPost: a.jobDoc,
    activate: a.jobDoc,
    softDelete: a.nothing,
    get: a.jobDoc,
    getJobList: paginated(a.jobCardDoc),
    facets: a.jobFacetsDoc,
    jobroleList: a.jobRoles,
  },
  reviews: {
    list: paginated(a.reviewDoc),
    create: a.reviewDoc,
    update: a.reviewDoc,
    softDelete: a.nothing,
  },
  search: {
    add: a.savedSearchDoc,
    get: a.savedSearchDoc,
    update: a.savedSearchDoc,
    list: paginated(a.savedSearchDoc),
    delete: a.nothing,
    unsubscribe: a.savedSearchUnsubscribed,
  },
  jobRecommendation: { getJobsRecommendation: a.recommendationDocs },
  jobsTracks: { likeDislike: a.savedJobDoc, likesList: paginated(a.jobCardDoc), create: a.nothing },
  company: { list: paginated(a.companyCardDoc), get: a.companyDoc, update: a.companyDoc },
  files: { upload: a.uploadDoc },
  employerAnalytics: { getByMonth: a.analyticsByMonthDoc, getCount: a.analyticsCountDoc },
  licence: {
    getPlans: v.array(a.planDoc),
    getTopupList: v.array(a.planDoc),
    subscriptionDetails: a.subscriptionDoc,
    topupDetails: a.topupDetailsDoc,
  },
  order: {
    transactionList: paginated(a.orderDoc),
    invoice: a.nothing,
    create: a.orderDoc,
    paymentUrl: a.paymentUrlDoc,
    status: a.orderDoc,
    notification: a.nothing,
  },
  importHistory: {
    list: paginated(a.importCardDoc),
    get: a.importDoc,
    upload: a.importDoc,
    start: a.importDoc,
    run: a.importDoc,
    errors: paginated(a.importErrorDoc),
  },
} as const satisfies { [M in ModuleName]?: { [A in ActionName<M>]?: v.GenericSchema } };

type Answers = typeof answers;

/** The answer schema of a call, or undefined for a call the server does not implement yet. */
export function findAnswer(module: string, action: string): v.GenericSchema | undefined {
  const table = (answers as Record<string, Record<string, v.GenericSchema>>)[module];
  return table && Object.hasOwn(table, action) ? table[action] : undefined;
}

/** The type of a call's `data` (unknown for calls without an answer schema yet). */
export type AnswerOf<M extends ModuleName, A extends ActionName<M>> = M extends keyof Answers
  ? A extends keyof Answers[M]
    ? Answers[M][A] extends v.GenericSchema
      ? v.InferOutput<Answers[M][A]>
      : unknown
    : unknown
  : unknown;
