/**
 * Company reviews (spec §7 Reviews): a candidate writes one review per company (a second, or two at once, is 409),
 * everyone reads them newest first with the author's first name and initial, the company page counts them and
 * averages the rating; only the author changes or deletes a review (another's is 404), after which they may write
 * again; employers and guests cannot write (403/401); text is kept as written (never HTML); bad input names the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRoute, routeUrl } from '../../../common/api/routes.js';
import { createTestApp, dialects, signIn, type TestApp } from '../helpers/app.js';

type Who = { headers: { authorization: string } } | null;

for (const dialect of dialects) {
  describe(`company reviews (${dialect})`, () => {
    let t: TestApp;
    let companyId: number;
    let sari: NonNullable<Who>;
    let budi: NonNullable<Who>;
    let employer: NonNullable<Who>;

    const call = async (action: string, who: Who, body: unknown, params: Record<string, number> = {}) => {
      const def = findRoute('reviews', action)!;
      const res = await t.app.inject({
        method: def.method,
        url: routeUrl(def, params, who === null && !!def.guestPath),
        headers: who ? who.headers : {},
        payload: body as object,
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the envelope carries
      return { status: res.statusCode, body: res.json() as { code: string; message: string; data: any } };
    };
    const review = (overrides: Record<string, unknown> = {}) => ({
      companyId,
      rating: 4,
      headline: 'Good place to learn',
      text: 'Friendly team, clear targets and a real training budget.',
      ...overrides,
    });
    const company = async () =>
      (await t.app.inject({ method: 'GET', url: `/client/api/v1/company/get/guest/${companyId}` })).json()
        .data;

    beforeAll(async () => {
      t = await createTestApp(dialect);
      employer = await signIn(t.app, 'EMPLOYER');
      const member = await t.app.deps.db
        .selectFrom('companyMembers')
        .select('companyId')
        .where('userId', '=', (employer as unknown as { userId: number }).userId)
        .executeTakeFirstOrThrow();
      companyId = member.companyId;
      sari = await signIn(t.app, 'CANDIDATE');
      budi = await signIn(t.app, 'CANDIDATE');
      await t.app.deps.db
        .updateTable('users')
        .set({ fullName: 'Sari Wulandari' })
        .where('id', '=', (sari as unknown as { userId: number }).userId)
        .execute();
    });
    afterAll(() => t.close());

    it('lets a candidate write one review that everyone reads, counted and averaged on the company', async () => {
      expect(await company()).toMatchObject({ reviewCount: 0, averageRating: null });
      const created = await call(
        'create',
        sari,
        review({ headline: '<b>Great</b> mentors', text: 'Line one\nline two, with <script>x</script>' }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        message: 'Thank you! Your review is published.',
        data: { rating: 4, headline: '<b>Great</b> mentors', authorName: 'Sari W.', isMine: true },
      });
      expect(created.body.data.text).toBe('Line one\nline two, with <script>x</script>');
      const again = await call('create', sari, review());
      expect(again.status).toBe(409);
      expect(again.body.code).toBe('DUPLICATE');

      expect((await call('create', budi, review({ rating: 1, headline: 'Long hours' }))).status).toBe(201);
      const guest = await call('list', null, { companyId });
      expect(guest.status).toBe(200);
      expect(
        guest.body.data.map((r: { headline: string; isMine: boolean }) => [r.headline, r.isMine]),
      ).toEqual([
        ['Long hours', false],
        ['<b>Great</b> mentors', false],
      ]);
      const mine = await call('list', budi, { companyId });
      expect(mine.body.data[0].isMine).toBe(true);
      expect(await company()).toMatchObject({ reviewCount: 2, averageRating: 2.5 });
    });

    it('lets only the author change or delete a review; after deleting, they may write again', async () => {
      const list = await call('list', sari, { companyId });
      const own = list.body.data.find((r: { isMine: boolean }) => r.isMine) as { id: number };
      expect((await call('update', budi, review({ rating: 5 }), { id: own.id })).status).toBe(404);
      expect((await call('softDelete', budi, { id: own.id })).status).toBe(404);
      const changed = await call(
        'update',
        sari,
        { rating: 5, headline: 'Even better', text: 'A year on: still the best team.' },
        { id: own.id },
      );
      expect(changed.status).toBe(200);
      expect(changed.body.data).toMatchObject({ rating: 5, headline: 'Even better' });
      expect((await call('softDelete', sari, { id: own.id })).body.message).toBe('Your review is deleted.');
      expect((await call('update', sari, review(), { id: own.id })).status).toBe(404);
      expect((await company()).reviewCount).toBe(1);
      expect((await call('create', sari, review())).status).toBe(201);
    });

    it('refuses employers, guests, unknown companies and bad input', async () => {
      expect((await call('create', employer, review())).status).toBe(403);
      expect((await call('create', null, review())).status).toBe(401);
      expect((await call('create', budi, review({ companyId: 99_999_999 }))).status).toBe(404);
      const none = await call('list', null, { companyId: 99_999_999 });
      expect([none.status, none.body.data]).toEqual([200, []]);
      const tooBig = await call('create', budi, review({ companyId: 1e19 }));
      expect(tooBig.status).toBe(422);
      const bad = await call('create', budi, { companyId, rating: 6, headline: 'ok', text: 'short' });
      expect(bad.status).toBe(422);
      const fields = (bad.body.data.errors as { field: string }[]).map((e) => e.field);
      expect(fields).toEqual(expect.arrayContaining(['rating', 'headline', 'text']));
    });
  });
}
