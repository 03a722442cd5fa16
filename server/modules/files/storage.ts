/**
 * Where uploaded bytes live, behind a small interface: the local disk (DATA_DIR/uploads) by default. An
 * S3-compatible adapter implements the same three calls (PutObject, GetObject, DeleteObject on the same keys) and
 * is chosen in ./routes.ts when configured; MEDIA_BASE_URL then points at the bucket or its CDN, so /media is not
 * asked for those files (`read` is still there for a server that proxies them).
 *
 * Keys are the upload paths of common/constants/files.ts (`logo/2026/<random>.webp`): made by the server, never
 * taken from a request. The disk adapter refuses any other shape anyway, so no key can reach outside its folder.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { UPLOAD_PATH_REGEX } from '../../../common/constants/files.js';

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface FileStorage {
  /** Stores the bytes under the key, replacing nothing: keys are random and new. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or undefined when there is no such file. */
  read(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; no error when it is already gone. */
  remove(key: string): Promise<void>;
}

/** A stored file's bytes, whole (resumes, a few MB at most), or undefined when there is no such file. */
export async function readWhole(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.read(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The files under `root` (DATA_DIR/uploads): `<root>/<kind>/<year>/<random>.<ext>`. */
export function localDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string): string | undefined => {
    if (!UPLOAD_PATH_REGEX.test(key)) return undefined;
    const file = path.resolve(base, key);
    // The pattern already rules out '..' and absolute paths; this holds whatever the pattern becomes.
    return file.startsWith(base + path.sep) ? file : undefined;
  };

  return {
    async put(key, data) {
      const file = fileOf(key);
      if (!file) throw new Error(`not an upload path: ${key}`);
      await fsp.mkdir(path.dirname(file), { recursive: true });
      // Written beside it and renamed: a reader never sees half a file, and a crash leaves only a temporary one.
      const temporary = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
      try {
        await fsp.writeFile(temporary, data, { flag: 'wx' });
        await fsp.rename(temporary, file);
      } catch (err) {
        await fsp.rm(temporary, { force: true });
        throw err;
      }
    },

    async read(key) {
      const file = fileOf(key);
      if (!file) return undefined;
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(file, fs.constants.O_RDONLY);
      } catch {
        return undefined;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      return { body: handle.createReadStream(), size: stat.size };
    },

    async remove(key) {
      const file = fileOf(key);
      if (file) await fsp.rm(file, { force: true });
    },
  };
}

/** Where the bytes go: the local disk today; an S3-compatible adapter (S3_BUCKET) is chosen here when added. */
export function storageFor(config: { dataDir: string }): FileStorage {
  return localDiskStorage(path.join(config.dataDir, 'uploads'));
}
