/**
 * Uploads (issue 10). files/upload is multipart: its file is checked by the server from its bytes
 * (common/constants/files.ts holds the rules), its text fields with `uploadFields`. Other bodies refer to a stored
 * file by its path (`uploadPath`, e.g. the company's logoPath); the server then checks that the path is an upload of
 * the right kind made by the caller.
 */
import * as v from 'valibot';
import { UPLOAD_KINDS, UPLOAD_PATH_MAX_LENGTH, UPLOAD_PATH_REGEX } from '../constants/files';
import { choiceMessage, msg, typeMessage } from './messages';

/** The text fields of files/upload. */
export const uploadFields = v.object({ kind: v.picklist(UPLOAD_KINDS, choiceMessage) }, typeMessage);

/** The path of a stored file as files/upload answered it; '' (like null) clears the field it is sent for. */
export const uploadPath = v.pipe(
  v.string(typeMessage),
  v.trim(),
  v.maxLength(UPLOAD_PATH_MAX_LENGTH, msg('tooLong')),
  v.check((text) => text === '' || UPLOAD_PATH_REGEX.test(text), msg('invalid')),
);

export type UploadFields = v.InferOutput<typeof uploadFields>;
