/**
 * Bulk job import (issue 10): the requests of the import-history calls. The file itself arrives as multipart form
 * data (import-history/upload) and is checked by the server; each row of it is checked with the posting steps' own
 * schemas (common/schemas/jobs.ts).
 */
import * as v from 'valibot';
import {
  IMPORT_FIELDS,
  IMPORT_JOB_STATUSES,
  IMPORT_LIMITS,
  IMPORT_STATUSES,
  REQUIRED_IMPORT_FIELDS,
  type ImportField,
} from '../constants/importJobs';
import { integerLike, listRequest, listRequestWithFilter } from './list';
import { choiceMessage, msg, typeMessage } from './messages';

/** A column of the file by its position (0 = the first), or null: the file has no column for the field. */
const column = v.nullish(
  v.pipe(
    integerLike,
    v.minValue(0, msg('minValue')),
    v.maxValue(IMPORT_LIMITS.columnsMax - 1, msg('maxValue')),
  ),
  null,
);

const mappingEntries = Object.fromEntries(IMPORT_FIELDS.map((field) => [field.key, column])) as Record<
  ImportField,
  typeof column
>;

/** Which column holds each field; every required field needs one ('column', named by the field). */
export const importMapping = v.pipe(
  v.object(mappingEntries, typeMessage),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const field of REQUIRED_IMPORT_FIELDS) {
      if (dataset.value[field] !== null) continue;
      addIssue({
        message: msg('column'),
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: field, value: null }],
      });
    }
  }),
);

/** import-history/start/{id}: the columns as confirmed, and whether the jobs are saved as drafts or posted. */
export const importStartInput = v.object(
  {
    mapping: importMapping,
    jobStatus: v.picklist(IMPORT_JOB_STATUSES, choiceMessage),
  },
  typeMessage,
);

/** import-history/list: the company's imports, newest first; by state if asked. */
export const importHistoryListRequest = listRequestWithFilter({
  status: v.picklist(IMPORT_STATUSES, choiceMessage),
});

/** import-history/errors/{id}: a page of an import's row errors, in row order. */
export const importErrorsRequest = listRequest;

export type ImportMapping = v.InferOutput<typeof importMapping>;
export type ImportStartInput = v.InferOutput<typeof importStartInput>;
export type ImportHistoryListRequest = v.InferOutput<typeof importHistoryListRequest>;
