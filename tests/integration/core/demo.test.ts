import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from '../../../server/db/seed/demo.js';
import { createTestApp, dialects, type TestApp } from '../helpers/app.js';

describe.each(dialects)('demo accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('creates a candidate and an approved employer once, who can sign in', async () => {
    expect(await seedDemo(t.app.deps.db)).toHaveLength(2);
    expect(await seedDemo(t.app.deps.db)).toEqual([]);
    for (const account of DEMO_ACCOUNTS) {
      const module = account.role === 'EMPLOYER' ? 'employer' : 'candidate';
      const res = await t.app.inject({
        method: 'POST',
        url: `/client/api/v1/${module}/login`,
        payload: { email: account.email, password: DEMO_PASSWORD },
      });
      expect(res.statusCode, account.email).toBe(200);
      expect(res.json()).toMatchObject({ code: 'LOGIN', data: { user: { role: account.role, status: 'APPROVED' } } });
    }
  });
});
