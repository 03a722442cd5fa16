/**
 * Uploads (files/upload, issue 10): what each kind of file may be, in this one place. The server checks every upload
 * against these rules by its content (server/modules/files); the app checks size and type first, so that nobody
 * waits for an upload that will be refused (src/components/ImageUpload.tsx). Neither trusts a file's name or the
 * Content-Type a browser sends: a renamed program stays a program.
 */

export const MB = 1024 * 1024;

export const UPLOAD_KINDS = ['logo', 'cover', 'avatar', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const IMAGE_UPLOAD_KINDS = ['logo', 'cover', 'avatar'] as const satisfies readonly UploadKind[];
export type ImageUploadKind = (typeof IMAGE_UPLOAD_KINDS)[number];

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** How a stored image is sized: it fits inside the box (`inside`) or fills it, cropped from the centre (`cover`). */
export interface ImageRule {
  width: number;
  height: number;
  fit: 'inside' | 'cover';
}

export interface UploadRule {
  maxBytes: number;
  /** The types the content may be (read from its bytes on the server). */
  types: readonly string[];
  /** The `accept` of a file input: the types, and the extensions for systems that go by them. */
  accept: string;
  /** The `validate` key that names the allowed types, for a file of another type. */
  typeKey: 'imageType' | 'documentType';
  /**
   * Images are re-encoded (WebP, turned upright by their EXIF orientation, every metadata field dropped: a phone
   * photo carries the place it was taken) and made no larger than this; never enlarged.
   */
  image?: ImageRule;
}

const IMAGE_ACCEPT = [...IMAGE_TYPES, '.jpg', '.jpeg', '.png', '.webp'].join(',');
/** A 2 MB photo is already more than a logo, a cover or a face needs; larger ones are mostly camera originals. */
const IMAGE_MAX_BYTES = 2 * MB;

export const UPLOAD_RULES: Record<UploadKind, UploadRule> = {
  // A square-ish mark shown small: kept whole (no crop), at most 512 px each way.
  logo: {
    maxBytes: IMAGE_MAX_BYTES,
    types: IMAGE_TYPES,
    accept: IMAGE_ACCEPT,
    typeKey: 'imageType',
    image: { width: 512, height: 512, fit: 'inside' },
  },
  // The banner of a company page (8:3), cropped to it.
  cover: {
    maxBytes: IMAGE_MAX_BYTES,
    types: IMAGE_TYPES,
    accept: IMAGE_ACCEPT,
    typeKey: 'imageType',
    image: { width: 1600, height: 600, fit: 'cover' },
  },
  // A face in a circle: a centred square.
  avatar: {
    maxBytes: IMAGE_MAX_BYTES,
    types: IMAGE_TYPES,
    accept: IMAGE_ACCEPT,
    typeKey: 'imageType',
    image: { width: 512, height: 512, fit: 'cover' },
  },
  // Resumes and certificates: stored as sent, served as downloads.
  document: {
    maxBytes: 5 * MB,
    types: DOCUMENT_TYPES,
    accept: [...DOCUMENT_TYPES, '.pdf', '.doc', '.docx'].join(','),
    typeKey: 'documentType',
  },
};

/** The largest file of any kind: what the server reads at most before it knows the kind. */
export const UPLOAD_MAX_BYTES = Math.max(...UPLOAD_KINDS.map((kind) => UPLOAD_RULES[kind].maxBytes));

/** The form fields of files/upload (multipart/form-data): the file, and what it is for. */
export const UPLOAD_FIELD = { file: 'file', kind: 'kind' } as const;

/** The extension a stored file gets, by its type (images are stored as WebP whatever they came as). */
export const UPLOAD_EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
};

/**
 * A stored file's path: `<kind>/<year>/<22 random characters>.<ext>` (e.g. `logo/2026/Yc8…Q.webp`). Nothing in it
 * comes from the client, so it cannot climb out of the upload folder, and it cannot be guessed.
 */
export const UPLOAD_PATH_REGEX = new RegExp(
  `^(?:${UPLOAD_KINDS.join('|')})/\\d{4}/[A-Za-z0-9_-]{22}\\.(?:${[...new Set(Object.values(UPLOAD_EXTENSIONS))].join('|')})$`,
);
export const UPLOAD_PATH_MAX_LENGTH = 64;

/** Where files are served when MEDIA_BASE_URL is not set: this server's own /media/ prefix. */
export const DEFAULT_MEDIA_BASE = '/media';

/** The public address of a stored path: the media base (MEDIA_BASE_URL, or /media) and the path. */
export function mediaUrl(path: string, base?: string): string;
export function mediaUrl(path: string | null, base?: string): string | null;
export function mediaUrl(path: string | null, base: string = DEFAULT_MEDIA_BASE): string | null {
  return path ? `${base.replace(/\/+$/, '')}/${path}` : null;
}

export interface UploadProblem {
  key: 'fileTooLarge' | 'imageType' | 'documentType';
  /** For fileTooLarge: the limit in MB. */
  max?: number;
}

/**
 * What is wrong with a file before it is sent, judged by what the browser says of it (its size, and the type it
 * guesses from the name): the app's early check. The server decides by the content.
 */
export function uploadProblem(
  kind: UploadKind,
  file: { size: number; type: string },
): UploadProblem | undefined {
  const rule = UPLOAD_RULES[kind];
  if (!rule.types.includes(file.type)) return { key: rule.typeKey };
  if (file.size > rule.maxBytes) return { key: 'fileTooLarge', max: rule.maxBytes / MB };
  return undefined;
}
