export { api, ApiError, envelopeStatus, isErrorEnvelope, unwrap, type ApiOptions } from './client';
export { apiHooks, registerApiHooks, registerLogoutHandler, type ApiHooks } from './hooks';
