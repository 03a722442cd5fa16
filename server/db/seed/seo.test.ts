/**
 * The SEO seed: a row for every page name the app asks for, in both languages, titled like the page's heading; rows
 * an administrator edited are kept, rows still holding a corrected seed text are brought up to date.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect, type DbHandle } from '../connect.js';
import { migrateToLatest } from '../migrate.js';
import { SEO_PAGES, seoSeeds } from './data/seo.js';
import { seedSeo } from './seo.js';

const SITE = 'Orbit Jobs';

/** The names the app's pages ask for (src/features/**: PageHead page=…, AuthPage seoPage=…, per role). */
const ASKED_FOR = [
  'home',
  'contact-us',
  'privacy-policy',
  'terms-of-use',
  'faq',
  'login',
  'about-us',
  '404',
  '503',
  'profile-setup',
  'profile',
  'create-resume',
  'employer-dashboard',
  // The job posting screens (src/features/jobPosting: PageHead page=`employer-${path}`).
  ...[
    'home',
    'job-type',
    'job-description',
    'location',
    'benefits',
    'additional-question',
    'job-post-verification',
    'job-posted-successfull',
  ].map((path) => `employer-${path}`),
  // The company profile screens (src/features/company).
  'employer-company-profile-setup',
  'employer-company-profile',
  'employer-profile-setup-success',
  // The import screens (src/features/jobImport).
  'employer-import-jobs',
  'employer-import-history',
  // Job discovery (src/features/jobSearch; a job's page writes its own head).
  'browse-jobs',
  'my-jobs',
  'search-alerts-unsubscribe',
  'companies',
  // The notification page of both roles (src/features/notifications).
  'notification',
  // Applications and the employer's pipeline (src/features/jobSearch apply pages, responses, analytics).
  'apply-job',
  'apply-job-successfully',
  'responses',
  'response-detail',
  'analytics',
  // Matched and viewed candidates (src/features/candidates).
  'matched-candidate',
  'matched-candidate-detail',
  'viewed-candidate',
  'view-candidate-detail',
  // The team screens (src/features/team).
  'employer-team',
  'employer-join',
  // Plans, payments and top-ups (src/features/billing: `<segment>` for candidates, `employer-<segment>`).
  ...['pricing-and-plans', 'payment', 'payment-status'].flatMap((segment) => [segment, `employer-${segment}`]),
  'employer-top-up-plan',
  'employer-top-up-payment',
  'employer-top-up-payment-success',
  ...['candidate', 'employer'].flatMap((role) =>
    [
      'login',
      'register',
      'register-verification',
      'otp',
      'forgot-password',
      'forgot-password-otp',
      'new-password',
      'reset-password',
      'password-change-successfully',
      'terms-condition',
    ].map((segment) => `${role}-${segment}`),
  ),
];

describe('SEO seed', () => {
  let handle: DbHandle;
  beforeEach(async () => {
    handle = connect({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(handle.db);
  });
  afterEach(async () => {
    await handle.close();
  });

  it('has a row in English and in Indonesian for every page the app asks for', () => {
    expect([...SEO_PAGES].sort()).toEqual([...ASKED_FOR].sort());
    const seeds = seoSeeds(SITE);
    for (const page of ASKED_FOR) {
      for (const lng of ['en', 'id'] as const) {
        const row = seeds.find((s) => s.page === page && s.lng === lng);
        expect(row, `${page}/${lng}`).toBeDefined();
        expect(row!.title).toMatch(/\S \| Orbit Jobs$/);
        expect(row!.description.length).toBeGreaterThan(20);
      }
      // Real Indonesian, not English copied.
      const [en, id] = (['en', 'id'] as const).map((lng) =>
        seeds.find((s) => s.page === page && s.lng === lng)!,
      );
      if (!/^\d+$/.test(page)) expect(id!.description).not.toBe(en!.description);
    }
  });

  it('titles the terms of use and the 503 page like their headings', () => {
    const title = (page: string, lng: 'en' | 'id') =>
      seoSeeds(SITE).find((s) => s.page === page && s.lng === lng)!.title;
    expect(title('terms-of-use', 'id')).toBe('Ketentuan penggunaan | Orbit Jobs');
    expect(title('503', 'en')).toBe('Service temporarily unavailable | Orbit Jobs');
    expect(title('503', 'id')).toBe('Layanan sementara tidak tersedia | Orbit Jobs');
  });

  it('adds the missing rows, keeps edited ones and updates the ones still holding a corrected text', async () => {
    const { db } = handle;
    const old = (page: string, lng: string, title: string, description: string) => ({
      module: 'page',
      page,
      lng,
      title: `${title} | ${SITE}`,
      description,
      keywords: '',
      author: SITE,
      ogTitle: `${title} | ${SITE}`,
      ogDescription: description,
      ogImage: '',
    });
    await db
      .insertInto('seo')
      .values([
        old(
          '503',
          'en',
          'Under maintenance',
          'We are doing some maintenance and will be back shortly. Thank you for your patience.',
        ),
        old('terms-of-use', 'id', 'Syarat penggunaan', 'Diubah oleh admin.'),
        old('login', 'en', 'Sign in here', 'Edited by an administrator.'),
      ])
      .execute();

    const changed = await seedSeo(db, SITE);
    const rows = await db.selectFrom('seo').selectAll().execute();
    expect(rows).toHaveLength(ASKED_FOR.length * 2);
    expect(changed).toBe(ASKED_FOR.length * 2 - 3 + 4 + 2);

    const row = (page: string, lng: string) => rows.find((r) => r.page === page && r.lng === lng)!;
    expect(row('503', 'en')).toMatchObject({
      title: 'Service temporarily unavailable | Orbit Jobs',
      ogTitle: 'Service temporarily unavailable | Orbit Jobs',
      description: 'We are doing some maintenance or facing a high load. Please try again in a few minutes.',
    });
    expect(row('terms-of-use', 'id')).toMatchObject({
      title: 'Ketentuan penggunaan | Orbit Jobs',
      description: 'Diubah oleh admin.',
    });
    expect(row('login', 'en')).toMatchObject({
      title: 'Sign in here | Orbit Jobs',
      description: 'Edited by an administrator.',
    });
    expect(row('candidate-login', 'id').title).toBe('Masuk sebagai pencari kerja | Orbit Jobs');

    // Idempotent.
    expect(await seedSeo(db, SITE)).toBe(0);
  });
});
