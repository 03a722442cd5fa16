/** Helpers of the upload tests: multipart bodies as a browser's FormData makes them, real images made with sharp. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Envelope } from '../../../common/api/envelope.js';
import { newIp } from '../accounts/helpers.js';

export const UPLOAD_URL = '/client/api/files/upload';

export interface Uploaded {
  path: string;
  url: string;
  kind: string;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
}
export interface Errors {
  errors: { field: string; message: string }[];
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; data: Buffer | Uint8Array };

/** A multipart/form-data body, serialized by the platform's own FormData (as fetch sends it). */
export async function formBody(parts: Part[]): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const part of parts) {
    if ('value' in part) form.append(part.name, part.value);
    else form.append(part.name, new Blob([new Uint8Array(part.data)], { type: part.type }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** Posts a form to files/upload. */
export async function upload<T = Uploaded>(
  app: FastifyInstance,
  parts: Part[],
  options: { headers?: Record<string, string>; lng?: 'en' | 'id'; ip?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const { payload, contentType } = await formBody(parts);
  const res = await app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    remoteAddress: options.ip ?? newIp(),
    headers: {
      ...(options.headers ?? {}),
      'content-type': contentType,
      ...(options.lng ? { lng: options.lng } : {}),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope<T> };
}

/** The usual form: kind first, then the file. */
export const fileForm = (kind: string, file: { data: Buffer; filename?: string; type?: string }): Part[] => [
  { name: 'kind', value: kind },
  { name: 'file', filename: file.filename ?? 'image.png', type: file.type ?? 'image/png', data: file.data },
];

export function png(width = 300, height = 200, background = '#0b5fff'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
}

/**
 * A camera-like JPEG: stored sideways with EXIF orientation 6 (shown turned 90°), and EXIF fields that must not
 * leave the server (an author, a copyright, the camera).
 */
export function jpegWithExif(width = 600, height = 300): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Budi Santoso', Copyright: 'Secret Studio', Make: 'PhoneCam' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The start of a Windows program ('MZ', then the DOS stub's text): what a renamed .exe begins with. */
export function windowsProgram(): Buffer {
  const head = Buffer.alloc(512);
  head.write('MZ', 0, 'latin1');
  head.writeUInt32LE(0x80, 0x3c);
  head.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  head.write('PE\0\0', 0x80, 'latin1');
  return head;
}

/** A small valid PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}
