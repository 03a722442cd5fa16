/**
 * The rules of an upload (issue 10): a file is what its bytes say it is (file-type), never what its name or the
 * browser's Content-Type claim, and must be one of the types of its kind, within its size (common/constants/files.ts).
 * Images are decoded and encoded again (sharp): turned upright by their EXIF orientation, made no larger than their
 * kind needs, stored as WebP with every metadata field dropped (a phone photo carries where it was taken), so what is
 * served is pixels this server wrote, never a crafted file that merely starts like an image. Documents are stored as
 * sent and served as downloads. Every file gets a random name; a row of `uploads` records who made it for what.
 *
 * file-type and sharp (a native image library) are loaded with the first upload, not when the server starts: most
 * processes answer many requests before anyone uploads anything (scripts/build-server.ts checks it).
 */
import crypto from 'node:crypto';
import type * as FileType from 'file-type';
import type SharpConstructor from 'sharp';
import type * as v from 'valibot';
import {
  MB,
  UPLOAD_EXTENSIONS,
  UPLOAD_FIELD,
  UPLOAD_RULES,
  type ImageRule,
  type UploadKind,
} from '../../../common/constants/files.js';
import type { Language } from '../../../common/locales/index.js';
import type { uploadDoc } from '../../../common/schemas/answers/files.js';
import type { FlatIssue } from '../../../common/schemas/issues.js';
import type { AuthUser } from '../../auth/sessions.js';
import type { Db } from '../../db/connect.js';
import { validationError } from '../../http/errors.js';
import { insertUpload } from './repository.js';
import type { FileStorage } from './storage.js';
import { publicUrl } from './urls.js';

export type UploadDoc = v.InferOutput<typeof uploadDoc>;

/**
 * The most pixels a decoded image may have (about 7000 × 5700). A small compressed file can claim a huge canvas (a
 * "decompression bomb"); sharp refuses it before allocating the memory. Any photo within 2 MB fits.
 */
const MAX_INPUT_PIXELS = 40_000_000;
/** WebP quality: visually lossless for logos and photos at these sizes, about a third of a JPEG's bytes. */
const WEBP_QUALITY = 82;

type Sharp = typeof SharpConstructor;
let sharpModule: Promise<Sharp> | undefined;
function loadSharp(): Promise<Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    // Every upload is a new image: libvips' cache of recent operations would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return sharpModule;
}

let fileTypeModule: Promise<typeof FileType> | undefined;
const loadFileType = () => (fileTypeModule ??= import('file-type'));

/** The UTF-16 name of the main stream of a Word 97–2003 document inside its compound file. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of the content, read from its bytes (undefined when unknown). An old Word document (.doc) is a Microsoft
 * compound file, as are Excel sheets and installers (.msi): only one holding a WordDocument stream counts as .doc.
 */
export async function detectType(data: Buffer): Promise<string | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  const found = await fileTypeFromBuffer(data);
  if (found?.mime === 'application/x-cfb')
    return data.includes(WORD_STREAM_NAME) ? 'application/msword' : found.mime;
  return found?.mime;
}

/** Decodes, turns upright, resizes and encodes as WebP; undefined when the bytes do not decode as an image. */
async function reencode(
  data: Buffer,
  rule: ImageRule,
): Promise<{ data: Buffer; width: number; height: number } | undefined> {
  const sharp = await loadSharp();
  try {
    const { data: out, info } = await sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      // Damaged or truncated pixel data is refused rather than stored half grey.
      failOn: 'error',
      autoOrient: true,
    })
      .resize({ width: rule.width, height: rule.height, fit: rule.fit, withoutEnlargement: true })
      // No withMetadata()/keepExif(): sharp writes none of the input's EXIF, XMP or IPTC.
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

const refuse = (lng: Language, issue: Omit<FlatIssue, 'field'>) =>
  validationError(lng, [{ field: UPLOAD_FIELD.file, ...issue }]);

/** 422 for a file larger than its kind allows, naming the limit in MB. */
export const tooLarge = (lng: Language, kind: UploadKind | undefined, maxBytes: number) =>
  refuse(lng, { key: 'fileTooLarge', requirement: (kind ? UPLOAD_RULES[kind].maxBytes : maxBytes) / MB });

/** A random, unguessable path: `<kind>/<year>/<22 characters>.<ext>` (UPLOAD_PATH_REGEX). */
function newPath(kind: UploadKind, ext: string): string {
  const year = new Date().getUTCFullYear();
  return `${kind}/${year}/${crypto.randomBytes(16).toString('base64url')}.${ext}`;
}

/**
 * files/upload: checks the file for its kind, stores it (re-encoded when an image) and records it as the user's.
 * 422 naming `file` when it is too large, of another type, or an image that does not decode.
 */
export async function storeUpload(
  db: Db,
  storage: FileStorage,
  user: AuthUser,
  lng: Language,
  kind: UploadKind,
  data: Buffer,
): Promise<UploadDoc> {
  const rule = UPLOAD_RULES[kind];
  if (data.length > rule.maxBytes) throw tooLarge(lng, kind, rule.maxBytes);
  const detected = data.length > 0 ? await detectType(data) : undefined;
  if (!detected || !rule.types.includes(detected)) throw refuse(lng, { key: rule.typeKey });

  let stored = { data, mime: detected, width: null as number | null, height: null as number | null };
  if (rule.image) {
    const image = await reencode(data, rule.image);
    if (!image) throw refuse(lng, { key: 'imageUnreadable' });
    stored = { ...image, mime: 'image/webp' };
  }
  const ext = UPLOAD_EXTENSIONS[stored.mime];
  if (!ext) throw new Error(`no extension for ${stored.mime}`);

  const path = newPath(kind, ext);
  await storage.put(path, stored.data, stored.mime);
  try {
    await insertUpload(db, {
      path,
      kind,
      mime: stored.mime,
      size: stored.data.length,
      width: stored.width,
      height: stored.height,
      ownerUserId: user.id,
      createdAt: new Date().toISOString(),
    });
  } catch (err) {
    // A file no row names would never be used nor cleaned up.
    await storage.remove(path).catch(() => {});
    throw err;
  }
  return {
    path,
    url: publicUrl(path),
    kind,
    mime: stored.mime,
    size: stored.data.length,
    width: stored.width,
    height: stored.height,
  };
}
