/**
 * Jobs through the API (the posting screens have their own spec): every step with the first reference values the
 * server offers, remote, the skill Accounting and the given screening questions; posted for the demo employer, or a
 * complete draft of any employer.
 * Use the `request` fixture, not `page.request`: the sign-in sets the token cookie in the context it is made from.
 */
import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { DEMO, ownAddress } from './accounts';

const API = '/client/api/v1';

/** The demo employer's token, from the API's own sign-in. */
export async function employerToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${API}/employer/login`, { data: DEMO.employer, headers: ownAddress() });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function data<T>(response: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await response;
  const body = (await res.json()) as { data: T };
  expect(res.status(), JSON.stringify(body)).toBe(status);
  return body.data;
}

export interface Question {
  kind: string;
  question: string;
  isRequired: boolean;
  options?: string[];
  knockout?: string | null;
}

/** A live job of the demo employer's. */
export async function postJob(
  request: APIRequestContext,
  title: string,
  questions: Question[],
): Promise<number> {
  const token = await employerToken(request);
  const id = await completeDraft(request, token, title, questions);
  await data(
    request.post(`${API}/jobs/confirm-post`, { data: { id }, headers: { authorization: `jwt ${token}` } }),
  );
  return id;
}

/** A job with every step saved, not posted yet, of the employer whose token is given. */
export async function completeDraft(
  request: APIRequestContext,
  token: string,
  title: string,
  questions: Question[] = [],
): Promise<number> {
  const headers = { authorization: `jwt ${token}` };
  const call = <T>(method: 'post' | 'put', path: string, body: unknown, status = 200) =>
    data<T>(request[method](`${API}/${path}`, { data: body, headers }), status);
  const first = async (codeType: string, search = '') =>
    (await call<{ code: string; id: number }[]>('post', 'masters/list', { codeType, search, limit: 5 }))[0]!;

  const [category] = await call<{ id: number }[]>('post', 'category/all', {});
  const [type, level, domain, qualification, skill] = await Promise.all([
    first('TYPE_OF_EMPLOYMENT'),
    first('POSITION_LEVEL'),
    first('JOB_DOMAIN'),
    first('EMPLOYEE_QUALIFICATION'),
    first('SKILLS', 'Accounting'),
  ]);
  const job = await call<{ id: number }>(
    'post',
    'jobs/create-job-type',
    {
      title,
      categoryId: category!.id,
      employmentType: type.code,
      positionLevel: level.code,
      jobDomain: domain.code,
      openings: 1,
    },
    201,
  );
  await call('put', `jobs/create-job-highlights/${job.id}`, {
    description: '<p>Keep the books of a growing shop and prepare the monthly tax reports.</p>',
    skills: [skill.id],
    qualification: qualification.code,
    experienceMin: 0,
    experienceMax: 3,
    salaryMin: 5_000_000,
    salaryMax: 7_000_000,
    salaryVisible: true,
  });
  await call('put', `jobs/create-job-location/${job.id}`, { isRemote: true, cityIds: [] });
  await call('put', `jobs/create-job-benefits/${job.id}`, { benefits: ['BPJS_HEALTH'] });
  await call('put', `jobs/create-job-additional-question/${job.id}`, { questions });
  return job.id;
}
