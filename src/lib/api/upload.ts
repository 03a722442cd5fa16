/**
 * files/upload from the app: posts the file as multipart form data with the same headers as `api()` (jwt token,
 * language, admin id) and answers the stored file (`{ path, url, … }`), or throws an ApiError carrying the server's
 * envelope, whose message (and `data.errors`) is in the user's language. XMLHttpRequest rather than fetch because
 * only it reports upload progress; where there is none (the server renderer, tests) `api()` sends the same form.
 *
 * As `api()` does, an ended session (UNAUTHENTICATED) signs the user out; other errors are not toasted unless asked
 * (`showErrorToast`): an upload field shows them beside itself.
 */
import type { AnswerOf } from '@common/api/answers';
import { ResponseCode, type Envelope } from '@common/api/envelope';
import { findRoute, routeUrl } from '@common/api/routes';
import { UPLOAD_FIELD, type UploadKind } from '@common/constants/files';
import { AUTH_SCHEME, HEADER_NAME } from '@common/constants/storage';
import { currentLanguage, i18n } from '../i18n';
import { storedAdminId, useShellStore } from '../store/shell';
import { api, ApiError, unwrap } from './client';
import { apiHooks } from './hooks';

export type UploadedFile = AnswerOf<'files', 'upload'>;

export interface UploadOptions {
  /** 0–1 as the bytes leave the browser (not called where progress cannot be known). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Toast the error message as well (default false: the field shows it). */
  showErrorToast?: boolean;
}

const SOMETHING_WRONG_EN = 'Oops, something went wrong !';
const somethingWrong = () =>
  (i18n.isInitialized && i18n.t('somethingWrong', { ns: 'errorMsg', defaultValue: SOMETHING_WRONG_EN })) ||
  SOMETHING_WRONG_EN;

function formOf(kind: UploadKind, file: Blob): FormData {
  const form = new FormData();
  // The kind first: the server then holds the file to its kind's size while it reads it.
  form.append(UPLOAD_FIELD.kind, kind);
  form.append(UPLOAD_FIELD.file, file, file instanceof File ? file.name : 'upload');
  return form;
}

function headers(): Record<string, string> {
  const out: Record<string, string> = {
    Accept: 'application/json',
    [HEADER_NAME.LANGUAGE]: currentLanguage(),
  };
  const { token } = useShellStore.getState();
  if (token) out.Authorization = `${AUTH_SCHEME} ${token}`;
  const adminId = storedAdminId();
  if (adminId) out[HEADER_NAME.ADMIN_ID] = adminId;
  return out;
}

function envelopeOf(text: string, status: number): Envelope {
  try {
    const body = JSON.parse(text) as Partial<Envelope> | null;
    if (body && typeof body === 'object' && 'code' in body) return body as Envelope;
  } catch {
    /* not JSON: a proxy's error page */
  }
  return { code: status < 400 ? ResponseCode.SUCCESS : ResponseCode.ERROR, message: '', data: null };
}

/** Uploads a file for `kind` (logo, cover, avatar, document). */
export async function uploadFile(
  kind: UploadKind,
  file: Blob,
  options: UploadOptions = {},
): Promise<UploadedFile> {
  const form = formOf(kind, file);
  if (typeof XMLHttpRequest === 'undefined') {
    return unwrap<UploadedFile>(
      await api('files', 'upload', {
        body: form,
        signal: options.signal,
        showErrorToast: options.showErrorToast ?? false,
      }),
    );
  }

  const route = findRoute('files', 'upload')!;
  const { status, envelope } = await new Promise<{ status: number; envelope: Envelope }>(
    (resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', routeUrl(route));
      for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, envelope: envelopeOf(xhr.responseText, xhr.status) });
      xhr.onerror = () => reject(new ApiError(somethingWrong()));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (options.signal?.aborted) return reject(new DOMException('The upload was cancelled', 'AbortError'));
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    },
  );

  if (envelope.code === ResponseCode.UNAUTHENTICATED) await apiHooks.logout(envelope);
  if (status >= 400 || envelope.code !== ResponseCode.SUCCESS) {
    const message = envelope.message || somethingWrong();
    if (options.showErrorToast) apiHooks.toastError(message);
    throw new ApiError(message, envelope, status);
  }
  return envelope.data as UploadedFile;
}
