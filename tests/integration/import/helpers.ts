/**
 * Helpers of the import tests: files (CSV text, XLSX workbooks made with exceljs) sent as real multipart forms,
 * calls of the import-history routes, rows that import cleanly with the seeded reference data, and running an import
 * to its end batch by batch as the app does.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { Envelope } from '../../../common/api/envelope.js';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import { IMPORT_FIELDS, type ImportField } from '../../../common/constants/importJobs.js';
import { templateHeader } from '../../../common/format/importTemplate.js';
import type { importDoc } from '../../../common/schemas/answers/importHistory.js';
import { newIp } from '../accounts/helpers.js';

export type ImportDoc = v.InferOutput<typeof importDoc>;
export type Who = { userId?: number; headers: { authorization: string } } | null;

export interface Result<T> {
  status: number;
  body: Envelope<T>;
}

/** A multipart form with one file (as a browser's FormData sends it), and its content type. */
export async function formWithFile(
  fileName: string,
  content: Buffer | string,
  type = 'text/csv',
  field = 'file',
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(
    field,
    new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }),
    fileName,
  );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** A call of `importHistory.<action>`: a JSON body, or a file (multipart) for upload. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
export async function importCall<T = any>(
  app: FastifyInstance,
  action: string,
  who: Who,
  options: {
    body?: unknown;
    params?: Record<string, string | number>;
    file?: { payload: Buffer; contentType: string };
    lng?: 'en' | 'id';
  } = {},
): Promise<Result<T>> {
  const def = findRoute('importHistory', action);
  if (!def) throw new Error(`no route importHistory.${action}`);
  const res = await app.inject({
    method: def.method,
    url: routeUrl(def, options.params ?? {}),
    remoteAddress: newIp(),
    headers: {
      ...(options.lng ? { lng: options.lng } : {}),
      ...(who ? who.headers : {}),
      ...(options.file ? { 'content-type': options.file.contentType } : {}),
    },
    ...(def.method === 'GET'
      ? {}
      : { payload: options.file ? options.file.payload : ((options.body ?? {}) as object) }),
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

export const HEADERS = IMPORT_FIELDS.map((field) => templateHeader(field.key));

/** A row that imports as it is (every column of the template), `n` making its title unique. */
export function goodRow(n: number, overrides: Partial<Record<ImportField, string>> = {}): string[] {
  const row: Record<ImportField, string> = {
    title: `Staf Gudang ${n}`,
    categoryId: n % 2 ? 'Logistics & Transportation' : 'logistik & transportasi',
    employmentType: n % 3 ? 'Full-time (permanent)' : 'CONTRACT',
    positionLevel: 'Staff',
    jobDomain: 'LOGISTICS',
    openings: String((n % 5) + 1),
    description: `Receive, check and store the goods of our warehouse, shift ${n}.\n\nWe train you on the job.`,
    skills: n % 2 ? 'Data entry; Teamwork' : 'DATA_ENTRY',
    qualification: 'Sekolah Menengah Atas (SMA)',
    experienceMin: '0',
    experienceMax: '2',
    salaryMin: '4,500,000',
    salaryMax: 'Rp 5.500.000',
    salaryVisible: n % 2 ? 'yes' : 'tidak',
    isRemote: 'no',
    cityIds: n % 2 ? 'Bandung' : 'Surabaya; Jakarta',
    benefits: 'THR; BPJS_HEALTH',
    benefitsOther: '',
    validTill: '',
    ...overrides,
  };
  return IMPORT_FIELDS.map((field) => row[field.key]);
}

const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
export const csvOf = (rows: string[][]) => `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;

/** A workbook of one sheet holding `rows` (numbers and dates kept as such where `typed` says). */
export async function xlsxOf(rows: (string | number | Date | boolean)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Jobs');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a file and expects it read (201). */
export async function upload(
  app: FastifyInstance,
  who: Who,
  fileName: string,
  content: Buffer | string,
  type?: string,
): Promise<ImportDoc> {
  const res = await importCall<ImportDoc>(app, 'upload', who, {
    file: await formWithFile(fileName, content, type),
  });
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Starts an import with its suggested mapping and runs it to its end; every call must succeed. */
export async function importAll(
  app: FastifyInstance,
  who: Who,
  doc: ImportDoc,
  jobStatus: 'DRAFT' | 'ACTIVE' = 'DRAFT',
): Promise<{ doc: ImportDoc; calls: number; progress: number[] }> {
  const started = await importCall<ImportDoc>(app, 'start', who, {
    params: { id: doc.id },
    body: { mapping: doc.mapping, jobStatus },
  });
  if (started.status !== 200) throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  let current = started.body.data;
  const progress: number[] = [];
  let calls = 0;
  while (current.status === 'RUNNING') {
    const res = await importCall<ImportDoc>(app, 'run', who, { params: { id: doc.id } });
    if (res.status !== 200) throw new Error(`run: ${res.status} ${JSON.stringify(res.body)}`);
    current = res.body.data;
    progress.push(current.processedRows);
    calls += 1;
    if (calls > 100) throw new Error('the import does not end');
  }
  return { doc: current, calls, progress };
}
