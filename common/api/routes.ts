/**
 * The route table: every call of spec §7, the one source of truth for the client (which picks a route by module
 * and action) and the server (which registers the routes it implements from it), so the two cannot drift.
 *
 * access:
 * - public    no token needed (sign-in flows, contact form); a token is ignored
 * - user      any signed-in user; with `guestPath` a token-less twin exists for guests
 * - candidate / employer   signed in with that role
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'user' | 'candidate' | 'employer';

export interface RouteDef {
  method: HttpMethod;
  /** Path below the API base, with `:param` placeholders. */
  path: string;
  access: Access;
  /** The guest twin of a read call (used when there is no token). */
  guestPath?: string;
  /** false for the few calls outside `/client/api/v1` (files/upload). */
  versioned?: boolean;
}

export const API_BASE = '/client/api/v1';
export const API_UNVERSIONED_BASE = '/client/api';

const get = (path: string, access: Access, guestPath?: string): RouteDef => ({
  method: 'GET',
  path,
  access,
  ...(guestPath ? { guestPath } : {}),
});
const post = (path: string, access: Access, guestPath?: string): RouteDef => ({
  method: 'POST',
  path,
  access,
  ...(guestPath ? { guestPath } : {}),
});
const put = (path: string, access: Access): RouteDef => ({ method: 'PUT', path, access });
const del = (path: string, access: Access): RouteDef => ({ method: 'DELETE', path, access });

/** The sign-up, sign-in and password-reset calls are the same for both roles, under their own prefix. */
function accountRoutes(prefix: 'candidate' | 'employer', role: 'candidate' | 'employer') {
  return {
    register: post(`${prefix}/register`, 'public'),
    checkCredentials: post(`${prefix}/check-credentials`, 'public'),
    verifyEmailOtp: post(`${prefix}/verify-email-otp`, 'public'),
    login: post(`${prefix}/login`, 'public'),
    resendOtp: post(`${prefix}/resend-otp`, 'public'),
    forgetPassword: post(`${prefix}/forget-password`, 'public'),
    verifyResetPasswordOtp: post(`${prefix}/verify-reset-password-otp`, 'public'),
    resetPassword: post(`${prefix}/reset-password`, 'public'),
    view: get(`${prefix}/view`, role),
    changePassword: post(`${prefix}/change-password/:id`, role),
    logout: put(`${prefix}/logout`, role),
  };
}

/** Candidate profile sections that share the generic list/create/get/update/soft-delete calls. */
function sectionRoutes(prefix: string) {
  return {
    list: post(`${prefix}/list`, 'candidate'),
    create: post(`${prefix}/create`, 'candidate'),
    get: get(`${prefix}/get/:id`, 'candidate'),
    update: put(`${prefix}/update/:id`, 'candidate'),
    softDelete: put(`${prefix}/soft-delete`, 'candidate'),
  };
}

export const routes = {
  contactUs: {
    save: post('contact-us/save', 'public'),
  },
  reviews: {
    list: post('reviews', 'user', 'reviews/guest'),
    create: post('reviews/create', 'candidate'),
    update: post('reviews/update/:id', 'candidate'),
    softDelete: put('reviews/soft-delete', 'candidate'),
  },
  files: {
    upload: { ...post('files/upload', 'user'), versioned: false },
  },
  trackUser: {
    /** A company's team opened a candidate's profile (issue 13: employers only). */
    viewProfile: post('track-user/view-profile', 'employer'),
    /** The candidate's own: how many companies viewed them, and which. */
    viewedCount: post('track-user/viewed-count', 'candidate'),
    companyList: post('track-user/company-list', 'candidate'),
  },
  notifications: {
    saveDeviceToken: post('notifications/save-device-token', 'user'),
    /** Not in the original API: push turned off on this device (its settings switch), the session staying. */
    removeDeviceToken: post('notifications/remove-device-token', 'user'),
    /** Not in the original API: how this server pushes (its VAPID public key for a Web Push subscription). */
    pushConfig: get('notifications/push-config', 'user'),
    list: post('notifications/list', 'user'),
    details: get('notifications/details/:id', 'user'),
    partialUpdate: put('notifications/partial-update/:id', 'user'),
    /** Not in the original API: marks every notification of the user read (the page's 'Mark all as read'). */
    readAll: put('notifications/read-all', 'user'),
    /** Not in the original API: how many are unread (the header's badge, polled). */
    unreadCount: get('notifications/unread-count', 'user'),
    /** Not in the original API: which notification types the user also gets by e-mail, and changing that. */
    preferences: get('notifications/preferences', 'user'),
    updatePreferences: put('notifications/update-preferences', 'user'),
  },
  candidate: {
    ...accountRoutes('candidate', 'candidate'),
    linkedin: get('candidate/linkedin/:param', 'public'),
  },
  matchedCandidate: {
    list: post('matched-candidate/list', 'employer'),
    details: post('matched-candidate/details', 'employer'),
  },
  viewedCandidate: {
    list: post('viewed-candidate/list', 'employer'),
  },
  candidateProfile: {
    setup: put('candidate-profile/setup', 'candidate'),
    profilePictureUpdate: put('candidate-profile/profile-picture/update', 'candidate'),
    basicDetails: put('candidate-profile/basic-details/:id', 'candidate'),
    personalDetails: put('candidate-profile/personal-details/:id', 'candidate'),
    industryDetails: put('candidate-profile/industry-details/:id', 'candidate'),
    getEducation: post('candidate-profile/get-education', 'candidate'),
    getProject: post('candidate-profile/get-project', 'candidate'),
    getExperience: post('candidate-profile/get-experience', 'candidate'),
    getCertificate: post('candidate-profile/get-certificate', 'candidate'),
  },
  education: sectionRoutes('education'),
  project: sectionRoutes('project'),
  experience: sectionRoutes('experience'),
  certificate: sectionRoutes('certificate'),
  accomplishment: sectionRoutes('accomplishment'),
  search: {
    add: post('search/add', 'candidate'),
    get: get('search/get/:id', 'candidate'),
    update: put('search/update/:id', 'candidate'),
    /** Not in the original API: the candidate's saved searches (my-jobs), and removing one. */
    list: post('search/list', 'candidate'),
    delete: del('search/delete/:id', 'candidate'),
    /** Not in the original API: the unsubscribe link of an alert mail (signed, works without signing in). */
    unsubscribe: post('search/unsubscribe', 'public'),
  },
  jobsTracks: {
    likesList: post('jobs-tracks/likes/list', 'candidate'),
    create: post('jobs-tracks/create-jobs-tracks', 'candidate'),
    likeDislike: post('jobs-tracks/like-dislike', 'candidate'),
  },
  userJobs: {
    /** The candidate's own applications. */
    activeJobsList: post('user-jobs/active-jobs/list', 'candidate'),
    /** The responses to a company's jobs, for its team. */
    list: post('user-jobs/list', 'employer'),
    create: post('user-jobs/create', 'candidate'),
    candidateDetails: post('user-jobs/get/candidate/details', 'employer'),
    statusByEmployer: post('user-jobs/status/byemployer', 'employer'),
    update: put('user-jobs/update/:id', 'employer'),
    checkApply: get('user-jobs/check-apply', 'candidate'),
    /** Not in the original API: the candidate takes an application back while it is APPLIED. */
    withdraw: put('user-jobs/withdraw/:id', 'candidate'),
    /** Not in the original API: how many responses per status (the tabs of the responses screen). */
    statusCounts: post('user-jobs/status-counts', 'employer'),
    /** Not in the original API: the resume file an application was sent with (its team, and its candidate). */
    resume: get('user-jobs/resume/:id', 'user'),
  },
  jobs: {
    createJobType: post('jobs/create-job-type', 'employer'),
    updateJobType: put('jobs/update-job-type/:id', 'employer'),
    createJobHighlights: put('jobs/create-job-highlights/:id', 'employer'),
    createJobLocation: put('jobs/create-job-location/:id', 'employer'),
    createJobBenefits: put('jobs/create-job-benefits/:id', 'employer'),
    createJobAdditionalQuestion: put('jobs/create-job-additional-question/:id', 'employer'),
    activate: put('jobs/activate/:id', 'employer'),
    softDelete: put('jobs/soft-delete', 'employer'),
    /** Not in the original API: a copy of a job as a new draft (the jobs home's 'Duplicate'). */
    duplicate: post('jobs/duplicate/:id', 'employer'),
    confirmPost: post('jobs/confirm-post', 'employer'),
    get: get('jobs/get/:id', 'user', 'jobs/get/guest/:id'),
    getJobList: post('jobs/get-job-list', 'user', 'jobs/get-job-list/guest'),
    /** Not in the original API: how many live jobs each filter value of a search would leave (the filter chips). */
    facets: post('jobs/facets', 'user', 'jobs/facets/guest'),
    jobroleList: post('jobs/jobrole-list', 'user'),
  },
  jobRecommendation: {
    getJobsRecommendation: post(
      'job-recommendation/get-jobs-recommendation',
      'user',
      'job-recommendation/get-jobs-recommendation/guest',
    ),
  },
  employer: {
    ...accountRoutes('employer', 'employer'),
    updateCompany: post('employer/update-company', 'employer'),
    update: put('employer/update/:id', 'employer'),
    personalDetails: put('employer/employer-profile/personal-details/:id', 'employer'),
    /** The link of a team invitation (team-members/add): the invited person sets a password and is signed in. */
    acceptInvitation: post('employer/accept-invitation', 'public'),
  },
  teamMembers: {
    list: post('team-members/list', 'employer'),
    add: post('team-members/add', 'employer'),
    softDelete: put('team-members/soft-delete', 'employer'),
    update: put('team-members/update/:id', 'employer'),
    partialUpdate: put('team-members/partial-update/:id', 'employer'),
  },
  importHistory: {
    list: post('import-history/list', 'employer'),
    get: get('import-history/get/:id', 'employer'),
    /** Bulk job import (issue 10): the file (multipart `file`) is read and kept as a PENDING import. */
    upload: post('import-history/upload', 'employer'),
    /** The columns confirmed, drafts or posted jobs: the import is RUNNING. */
    start: put('import-history/start/:id', 'employer'),
    /** The next batch of rows checked and saved (one transaction); the client calls it until the import is DONE. */
    run: post('import-history/run/:id', 'employer'),
    /** A page of the import's row errors. */
    errors: post('import-history/errors/:id', 'employer'),
  },
  employerAnalytics: {
    getByMonth: post('employer-analytics/get-by-month', 'employer'),
    getCount: get('employer-analytics/get-count', 'employer'),
  },
  licence: {
    getPlans: post('licence/get-plans/list', 'user', 'licence/get-plans/list/guest'),
    getTopupList: post('licence/get-topup/list', 'user'),
    subscriptionDetails: get('licence/subscription-details', 'user'),
    topupDetails: get('licence/topup-details', 'user'),
  },
  order: {
    transactionList: post('order/transaction/list', 'user'),
    invoice: post('order/invoice', 'user'),
    create: post('order/create', 'user'),
    paymentUrl: post('order/payment-url', 'user'),
    status: get('order/status/:id', 'user'),
    /** Not in the original API: Midtrans' HTTP notification of a payment (signed with the server key, no token). */
    notification: post('order/notification', 'public'),
  },
  country: {
    all: post('country/all', 'user', 'country/all/guest'),
  },
  state: {
    getStateList: post('state/get-state-list', 'user', 'state/get-state-list/guest'),
  },
  city: {
    getCityList: post('city/get-city-list', 'user', 'city/get-city-list/guest'),
  },
  category: {
    all: post('category/all', 'user', 'category/all/guest'),
  },
  masters: {
    list: post('masters/list', 'user', 'masters/list/guest'),
    create: post('masters/create', 'user'),
  },
  seo: {
    get: get('seo/:module/:page', 'user', 'seo/guest/:module/:page'),
  },
  settings: {
    getSettings: get('settings/get-settings', 'user', 'settings/get-settings/guest'),
  },
  company: {
    list: post('company/list', 'user', 'company/list/guest'),
    get: get('company/get/:id', 'user', 'company/get/guest/:id'),
    update: put('company/update', 'employer'),
  },
  resumes: {
    list: post('resumes', 'candidate'),
    get: get('resumes/:id', 'candidate'),
    /** Not in the original API: an uploaded file joins the list; rename or make default; remove. */
    create: post('resumes/create', 'candidate'),
    update: put('resumes/update/:id', 'candidate'),
    softDelete: put('resumes/soft-delete', 'candidate'),
    /** Not in the original API: what an uploaded resume's text proposes for the profile (nothing is written). */
    proposals: post('resumes/proposals/:id', 'candidate'),
    updateHeader: put('resumes/update-header', 'candidate'),
    updateResume: put('resumes/update-resume', 'candidate'),
    download: get('resumes/download/:id', 'candidate'),
  },
} as const satisfies Record<string, Record<string, RouteDef>>;

export type Routes = typeof routes;
export type ModuleName = keyof Routes;
export type ActionName<M extends ModuleName> = keyof Routes[M] & string;

export function findRoute(module: string, action: string): RouteDef | undefined {
  const table = (routes as Record<string, Record<string, RouteDef>>)[module];
  return table && Object.hasOwn(table, action) ? table[action] : undefined;
}

/** The route's path pattern under its base, `:params` left in place (the server registers these). */
export function routePattern(def: RouteDef, guest = false): string {
  const base = def.versioned === false ? API_UNVERSIONED_BASE : API_BASE;
  return `${base}/${(guest && def.guestPath) || def.path}`;
}

/** Absolute URL path of a route (or of its guest twin), with `:params` filled in and encoded. */
export function routeUrl(def: RouteDef, params: Record<string, string | number> = {}, guest = false): string {
  return routePattern(def, guest).replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${def.path}`);
    return encodeURIComponent(String(value));
  });
}
