/**
 * What the import-history calls answer (issue 10). An import is listed with its counts; its detail adds the file's
 * header row, its first rows and the column mapping (while it waits for confirmation), and its first row errors.
 * Row errors carry their message in the request's language, with the validate key it was made from.
 */
import * as v from 'valibot';
import {
  IMPORT_FIELD_KEYS,
  IMPORT_FILE_KINDS,
  IMPORT_JOB_STATUSES,
  IMPORT_STATUSES,
} from '../../constants/importJobs';

const integer = v.pipe(v.number(), v.integer());

export const importErrorDoc = v.object({
  /** The row of the file as a spreadsheet numbers it (the header row is 1). */
  row: integer,
  /** The field of the posting form (title, categoryId, salaryMax…), as the mapping names it. */
  field: v.picklist(IMPORT_FIELD_KEYS),
  /** The `validate` key the message was made from. */
  key: v.string(),
  message: v.string(),
  /** The cell as the file had it (shortened), or null when the column was empty or not mapped. */
  value: v.nullable(v.string()),
});

/** An import as listed: the file, who and when, its state and counts. */
export const importCardDoc = v.object({
  id: integer,
  fileName: v.string(),
  fileKind: v.picklist(IMPORT_FILE_KINDS),
  status: v.picklist(IMPORT_STATUSES),
  /** What the rows become; null until the import is confirmed. */
  jobStatus: v.nullable(v.picklist(IMPORT_JOB_STATUSES)),
  createdBy: v.object({ id: integer, fullName: v.string() }),
  createdAt: v.string(),
  startedAt: v.nullable(v.string()),
  finishedAt: v.nullable(v.string()),
  /** Data rows of the file. */
  totalRows: integer,
  /** Rows read so far (imported or refused): the progress of a running import. */
  processedRows: integer,
  importedRows: integer,
  failedRows: integer,
});

export const importDoc = v.object({
  ...importCardDoc.entries,
  /** The file's header row (a blank header reads 'Column N'). */
  headers: v.array(v.string()),
  /** The first rows of the file, cell by cell under `headers`; empty once the import has started. */
  preview: v.array(v.array(v.string())),
  /** Which column (by position in `headers`) holds each field; suggested from the headers until confirmed. */
  mapping: v.record(v.string(), v.nullable(integer)),
  /** The first row errors, in row order (the rest: import-history/errors/{id}). */
  errors: v.array(importErrorDoc),
  /** How many row errors there are in all (a row may have several). */
  errorCount: integer,
});
