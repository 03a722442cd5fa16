/**
 * Helpers of the resume tests: the answers' types, calls of the resume routes, real documents to upload
 * (./documents.ts), uploads through files/upload, and downloads read raw (a file, not an envelope).
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import type { resumeDoc, resumeProposals } from '../../../common/schemas/answers/resumes.js';
import type { Auth, Body, Lng } from '../candidateProfile/helpers.js';
import { type Uploaded, fileForm, upload } from '../files/helpers.js';
import { call } from '../reference/api.js';

export type ResumeDoc = v.InferOutput<typeof resumeDoc>;
export type ResumeProposals = v.InferOutput<typeof resumeProposals>;

import { PDF } from './documents.js';

export { DOCX, PDF, docxOf, pdfOf } from './documents.js';

/** Uploads a document through files/upload (kind `document`); what the upload answered. */
export async function uploadDocument(
  app: FastifyInstance,
  who: Auth,
  data: Buffer,
  file: { filename: string; type: string } = { filename: 'resume.pdf', type: PDF },
): Promise<Uploaded> {
  const res = await upload(app, fileForm('document', { data, ...file }), { headers: who.headers });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

export type ResumeAction =
  'list' | 'get' | 'create' | 'update' | 'softDelete' | 'proposals' | 'updateHeader' | 'updateResume';

/** A call of the resume routes that answer an envelope. */
export function resumes<T = ResumeDoc>(
  app: FastifyInstance,
  action: ResumeAction,
  who: Auth,
  options: { id?: number | string; body?: Body; lng?: Lng } = {},
) {
  return call<T>(app, 'resumes', action, {
    ...(options.id === undefined ? {} : { params: { id: options.id } }),
    body: options.body ?? {},
    headers: who.headers,
    lng: options.lng ?? 'en',
  });
}

/** resumes/download/{id}: the raw answer (a file, or an error envelope). */
export function download(
  app: FastifyInstance,
  who: Auth | undefined,
  id: number | string,
  query: Record<string, string> = {},
) {
  return app.inject({
    method: 'GET',
    url: routeUrl(findRoute('resumes', 'download')!, { id }),
    query,
    headers: who ? who.headers : {},
  });
}

/** A resume's row as stored (soft-deleted ones too). */
export function resumeRow(app: FastifyInstance, id: number) {
  return app.deps.db.selectFrom('resumes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
