/** The posting screens in the order of spec §4, and how a step page finds its job (`?id=`). */
import { useSearchParams } from '../../lib/router';
import { JOB_STEPS, type JobStep } from '@common/constants/jobs';

import { STEP_PATH, VERIFY_PATH } from './paths';

export { JOBS_HOME_PATH, POSTED_PATH, STEP_PATH, VERIFY_PATH } from './paths';

export const stepUrl = (path: string, id?: number) => `/employer/${path}${id ? `?id=${id}` : ''}`;

/** Where a step leads: the next step, or the preview after the last. */
export function nextUrl(step: JobStep, id: number): string {
  const next = JOB_STEPS[JOB_STEPS.indexOf(step) + 1];
  return stepUrl(next ? STEP_PATH[next] : VERIFY_PATH, id);
}

export function previousUrl(step: JobStep | 'verify', id: number | undefined): string | undefined {
  const index = step === 'verify' ? JOB_STEPS.length : JOB_STEPS.indexOf(step);
  const previous = JOB_STEPS[index - 1];
  return previous && id ? stepUrl(STEP_PATH[previous], id) : undefined;
}

/** The first step a draft has not saved yet (where "Continue" resumes), or the preview when all are saved. */
export function resumeUrl(saved: readonly JobStep[], id: number): string {
  const missing = JOB_STEPS.find((step) => !saved.includes(step));
  return stepUrl(missing ? STEP_PATH[missing] : VERIFY_PATH, id);
}

/** The job id of the address (`?id=12`), or undefined. */
export function useJobId(): number | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
