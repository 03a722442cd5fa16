/**
 * The candidate's resumes (spec §7 Resumes): the list, an upload joining it, renaming, the default, removing, what an
 * upload's text proposes for the profile, a resume built from the profile (header and sections) and its PDF.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import type { Envelope } from '@common/api/envelope';
import type { ResumeEntryEdit, ResumeHeaderInput } from '@common/schemas/resumes';
import { api, unwrap } from '../../../lib/api';
import { downloadFile } from '../../../lib/api/download';
import { RESUMES_KEY, uploadResume } from '../../../lib/api/resumes';

export { type ResumeDoc, useResumes } from '../../../lib/api/resumes';
export type Proposals = AnswerOf<'resumes', 'proposals'>;

export function useResumeWrites() {
  const client = useQueryClient();
  const after = async <T extends Envelope<unknown>>(envelope: T) => {
    if (envelope.code === 'SUCCESS') await client.invalidateQueries({ queryKey: RESUMES_KEY });
    return envelope;
  };
  return {
    /** Uploads the file (checked by content on the server) and adds it to the list under its name. */
    upload: async (file: File) => after(await uploadResume(file)),
    rename: async (id: number, name: string) =>
      after(await api('resumes', 'update', { params: { id }, body: { name }, showErrorToast: false })),
    makeDefault: async (id: number) =>
      after(await api('resumes', 'update', { params: { id }, body: { isDefault: true } })),
    remove: async (id: number) => after(await api('resumes', 'softDelete', { body: { id } })),
    saveHeader: async (body: ResumeHeaderInput) =>
      after(await api('resumes', 'updateHeader', { body, showErrorToast: false })),
    /** The sections in their order, and (when given) the resume's own edits of the profile's entries. */
    saveSections: async (id: number, sections: string[], entries?: ResumeEntryEdit[]) =>
      after(
        await api('resumes', 'updateResume', { body: { id, sections, ...(entries ? { entries } : {}) } }),
      ),
    download: async (id: number, save = false) => {
      await downloadFile('resumes', 'download', { id }, save ? '?isSave=true' : '');
      if (save) await client.invalidateQueries({ queryKey: RESUMES_KEY });
    },
  };
}

export async function fetchProposals(id: number): Promise<Proposals> {
  return unwrap<Proposals>(await api('resumes', 'proposals', { params: { id } }));
}
