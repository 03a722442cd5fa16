/**
 * The import-history calls (issue 10). An import's detail is cached by id; each call that changes it (upload, start,
 * a batch run) puts its answer there, so the page shows the progress of the batch just saved.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { ImportStartInput } from '@common/schemas/importJobs';
import { api, unwrap } from '../../../lib/api';

export type ImportDoc = AnswerOf<'importHistory', 'get'>;
export type ImportCard = AnswerOf<'importHistory', 'list'>[number];
export type ImportError = AnswerOf<'importHistory', 'errors'>[number];

export const importKey = (id: number) => ['importHistory', 'get', id] as const;
export const ERRORS_PAGE_SIZE = 20;
export const HISTORY_PAGE_SIZE = 10;

export function useImport(id: number | undefined) {
  return useQuery({
    queryKey: importKey(id ?? 0),
    queryFn: async ({ signal }) =>
      unwrap<ImportDoc>(await api('importHistory', 'get', { params: { id: id! }, signal })),
    enabled: id !== undefined,
  });
}

export function useImports(page: number) {
  return useQuery({
    queryKey: ['importHistory', 'list', page],
    queryFn: async ({ signal }) => {
      const envelope = await api('importHistory', 'list', {
        body: { page, limit: HISTORY_PAGE_SIZE, sort: -1 },
        signal,
      });
      return { imports: unwrap<ImportCard[]>(envelope), paginator: envelope.paginator };
    },
  });
}

/** A page of an import's row errors; `version` (its error count) refetches them as a running import adds some. */
export function useImportErrors(id: number, page: number, version: number) {
  return useQuery({
    queryKey: ['importHistory', 'errors', id, page, version],
    queryFn: async ({ signal }) => {
      const envelope = await api('importHistory', 'errors', {
        params: { id },
        body: { page, limit: ERRORS_PAGE_SIZE },
        signal,
      });
      return { errors: unwrap<ImportError[]>(envelope), paginator: envelope.paginator };
    },
    enabled: version > 0,
    placeholderData: (previous) => previous,
  });
}

/** The calls that move an import on; each resolves with the envelope, and a success refreshes the cached import. */
export function useImportWrites() {
  const client = useQueryClient();
  const saved = async <T extends { data: unknown }>(envelope: T) => {
    const doc = envelope.data as ImportDoc | null;
    if (doc && typeof doc === 'object' && 'id' in doc) client.setQueryData(importKey(doc.id), doc);
    await client.invalidateQueries({ queryKey: ['importHistory', 'list'] });
    return envelope;
  };
  return {
    /** The file goes as a form; errors are shown under the file input, not as a toast. */
    upload: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return saved(await api('importHistory', 'upload', { body: form, showErrorToast: false }));
    },
    start: async (id: number, body: ImportStartInput) =>
      saved(await api('importHistory', 'start', { params: { id }, body })),
    run: async (id: number) => saved(await api('importHistory', 'run', { params: { id } })),
  };
}
