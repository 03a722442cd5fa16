/**
 * The candidate's resumes as more than one screen needs them: the list (the profile, the apply flow) and an upload
 * joining it. One query key, so a resume added in one place shows in the other.
 */
import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@common/api/answers';
import { RESUME_LIMITS } from '@common/constants/resumes';
import { api, unwrap } from './client';
import { uploadFile } from './upload';

export type ResumeDoc = AnswerOf<'resumes', 'get'>;
export const RESUMES_KEY = ['resumes', 'list'] as const;

export function useResumes() {
  return useQuery({
    queryKey: RESUMES_KEY,
    queryFn: async ({ signal }) =>
      unwrap<ResumeDoc[]>(
        await api('resumes', 'list', { body: { page: 1, limit: RESUME_LIMITS.perCandidate }, signal }),
      ),
  });
}

/** Uploads the file (checked by content on the server) and adds it to the list under its name; the envelope. */
export async function uploadResume(file: File) {
  const stored = await uploadFile('document', file);
  const name = file.name.replace(/\.[^.]+$/, '').slice(0, RESUME_LIMITS.nameMax) || undefined;
  return api('resumes', 'create', { body: { filePath: stored.path, name } });
}
