/** What files/upload answers: the stored file, by the path other calls take and the address it is served at. */
import * as v from 'valibot';
import { UPLOAD_KINDS } from '../../constants/files';

const integer = v.pipe(v.number(), v.integer());

export const uploadDoc = v.object({
  /** What to send back in a body that refers to the file (e.g. `logoPath`). */
  path: v.string(),
  /** Where the file is served: MEDIA_BASE_URL (or this server's /media) and the path. */
  url: v.string(),
  kind: v.picklist(UPLOAD_KINDS),
  /** The type read from the stored bytes (images are stored as image/webp). */
  mime: v.string(),
  /** Bytes stored. */
  size: integer,
  /** Pixels of a stored image; null for documents. */
  width: v.nullable(integer),
  height: v.nullable(integer),
});
