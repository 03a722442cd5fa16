/** The response envelope every API call answers with (spec appendix). */

export const ResponseCode = {
  SUCCESS: 'SUCCESS',
  LOGIN: 'LOGIN',
  LOGIN_VIA_OTP: 'LOGIN_VIA_OTP',
  OTP_VERIFIED: 'OTP_VERIFIED',
  FORGOT_PASSWORD: 'FORGOT_PASSWORD',
  ERROR: 'ERROR',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  NOT_VERIFIED: 'NOT_VERIFIED',
  DUPLICATE: 'DUPLICATE',
  FAILURE: 'FAILURE',
  REDIRECT: 'REDIRECT',
} as const;
export type ResponseCode = (typeof ResponseCode)[keyof typeof ResponseCode];

/** Mongoose-paginate style page description returned beside list data. */
export interface Paginator {
  totalDocs: number;
  offset: number;
  limit: number;
  totalPages: number;
  page: number;
  hasPrevPage: boolean;
  hasNextPage: boolean;
  prevPage: number | null;
  nextPage: number | null;
}

/** Every answer. A list call puts its documents in `data` (an array) and its page description in `paginator`. */
export interface Envelope<T = unknown> {
  code: ResponseCode;
  message: string;
  data: T;
  paginator?: Paginator;
}

export function makePaginator(totalDocs: number, page: number, limit: number): Paginator {
  const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
  return {
    totalDocs,
    offset: (page - 1) * limit,
    limit,
    totalPages,
    page,
    hasPrevPage: page > 1,
    hasNextPage: page < totalPages,
    prevPage: page > 1 ? page - 1 : null,
    nextPage: page < totalPages ? page + 1 : null,
  };
}
