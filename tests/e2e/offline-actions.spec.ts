/**
 * The offline action queue (issue 14): a candidate offline saves a job and applies with a finished form (the resume
 * uploaded while online); both show as pending, and still do after a reload offline; back online, both reach the
 * server exactly once — replayed by the service worker's Background Sync (fired through the DevTools protocol, with
 * no page of the app open) in one test, by the page itself where Background Sync is missing in another. A replay the
 * server refuses (the job was closed meanwhile) is shown with the server's reason, in Indonesian. Axe on the
 * indicator and its list, in English and Indonesian.
 */
import { expect, test, type BrowserContext, type Page } from './support/playwright';
import { inIndonesian, newPerson, registerCandidate, tabTo, type Person } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { serviceWorkerRegistrationId } from './helpers/cdp';
import { queryDb } from './helpers/db';
import { employerToken, postJob } from './helpers/jobs';
import { keptQueryKeys, readIndexedDb, waitForServiceWorker } from './helpers/serviceWorker';

const API = '/client/api/v1';

interface Words {
  save: string;
  saved: string;
  apply: string;
  upload: string;
  next: string;
  send: string;
  pendingApply: string;
  waiting: string;
  count2: string;
  show: string;
}

const EN: Words = {
  save: 'Save',
  saved: 'Saved',
  apply: 'Apply',
  upload: 'Upload a new resume',
  next: 'Next',
  send: 'Send application',
  pendingApply: 'Sending when you are back online',
  waiting: 'Waiting for the network',
  count2: '2 actions waiting for the network',
  show: 'Show the list',
};

const ID: Words = {
  save: 'Simpan',
  saved: 'Tersimpan',
  apply: 'Lamar',
  upload: 'Unggah CV baru',
  next: 'Lanjut',
  send: 'Kirim lamaran',
  pendingApply: 'Dikirim saat Anda kembali online',
  waiting: 'Menunggu jaringan',
  count2: '2 tindakan menunggu jaringan',
  show: 'Tampilkan daftar',
};

async function resumePdf(name: string): Promise<Buffer> {
  const { Document, Page: PdfPage, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const { createElement: h } = await import('react');
  return renderToBuffer(
    h(Document, null, h(PdfPage, { size: 'A4' }, h(Text, null, `${name} – Kasir`))) as never,
  );
}

const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** What reached the server for this candidate and job. */
function reached(person: Person, jobId: number) {
  const [user] = queryDb<{ id: number }>('SELECT id FROM users WHERE email = ?', person.email);
  return {
    saved: queryDb('SELECT 1 FROM savedJobs WHERE userId = ? AND jobId = ?', user!.id, jobId).length,
    applied: queryDb('SELECT 1 FROM applications WHERE userId = ? AND jobId = ?', user!.id, jobId).length,
  };
}

/**
 * Online: the job's page and the apply page, with a resume uploaded (an upload needs the network). Then offline:
 * the finished form is sent (it waits), and the job is saved from its page (it waits too).
 */
async function applyAndSaveOffline(
  page: Page,
  context: BrowserContext,
  person: Person,
  jobId: number,
  title: string,
  words: Words,
): Promise<void> {
  await page.goto(`/jobsseekers/job-detail?id=${jobId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: `${words.apply} ${title}` }).click();
  await page.getByLabel(words.upload).setInputFiles({
    name: 'CV Kasir.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(person.fullName),
  });
  await expect(page.getByRole('radio', { name: /CV Kasir/ })).toBeChecked();

  await context.setOffline(true);
  // Offline, another upload is not offered: it needs the network.
  await expect(page.getByLabel(words.upload)).toBeDisabled();
  await page.getByRole('button', { name: words.next }).click();
  await page.getByRole('button', { name: words.next }).click();
  await page.getByRole('button', { name: words.send }).click();
  await expect(page.getByText(words.pendingApply)).toBeVisible();

  // To the job's page (in the app, offline): the application waits; saving the job waits too.
  await page.locator('.apply-job').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(words.pendingApply)).toBeVisible();
  await page
    .getByRole('button', { name: `${words.save} ${title}` })
    .first()
    .click();
  await expect(page.getByRole('button', { name: `${words.saved} ${title}` }).first()).toBeVisible();
  await expect(page.getByText(words.waiting, { exact: true }).first()).toBeVisible();
  await expect(status(page, words.count2)).toBeVisible();
}

/**
 * Whether the job's page is in what the app keeps for offline reading (src/lib/offline/persister.ts). Changes that
 * follow a write within its throttle (1 s) are written together at its end, or when the page is hidden: a reload
 * in that second may come before them (the unload's write is a best effort), and the page then has nothing to show.
 */
async function jobKeptForOffline(page: Page, jobId: number): Promise<boolean> {
  return (await keptQueryKeys(page)).some(
    ([kind, part, , id]) => kind === 'jobs' && part === 'detail' && String(id) === String(jobId),
  );
}

/**
 * Still offline after a reload: the marks and the indicator come back from IndexedDB, and the job's page from what
 * was kept for offline reading (once it was written: a person does not reload within the same second).
 */
async function expectPendingAfterReload(
  page: Page,
  jobId: number,
  title: string,
  words: Words,
): Promise<void> {
  await expect.poll(() => jobKeptForOffline(page, jobId)).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(words.pendingApply)).toBeVisible();
  await expect(page.getByRole('button', { name: `${words.saved} ${title}` }).first()).toBeVisible();
  await expect(status(page, words.count2)).toBeVisible();
}

test('offline, a saved job and an application wait, survive a reload, and the worker’s Background Sync sends each once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Kasir Antrean ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const person = newPerson('offline.queue');
  await registerCandidate(page, person);
  await waitForServiceWorker(page);

  await applyAndSaveOffline(page, context, person, jobId, title, EN);
  expect(reached(person, jobId)).toEqual({ saved: 0, applied: 0 });
  await expectPendingAfterReload(page, jobId, title, EN);

  // The list behind the indicator: what waits, in the order it will go; reachable by keyboard; accessible.
  const show = page.getByRole('button', { name: EN.show });
  await tabTo(page, show, { max: 60 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Hide the list' })).toHaveAttribute('aria-expanded', 'true');
  const waiting = page.getByRole('region', { name: 'Waiting for the network' }).getByRole('listitem');
  await expect(waiting).toHaveText([new RegExp(`^Apply for ${title}`), new RegExp(`^Save the job ${title}`)]);
  await expectAccessible(page, 'pending list, offline (en)');
  const queued = (await readIndexedDb(page, 'orbit-pending', 'actions')) as { kind: string }[];
  expect(queued.map((record) => record.kind)).toEqual(['action', 'action']);

  // The app's page closed; the network back; the browser fires the worker's sync (here through DevTools).
  const origin = new URL(page.url()).origin;
  await page.goto('about:blank');
  await context.setOffline(false);
  const session = await context.newCDPSession(page);
  const registrationId = await serviceWorkerRegistrationId(session, `${origin}/`);
  await session.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: 'pending-actions',
    lastChance: false,
  });
  await expect.poll(() => reached(person, jobId), { timeout: 15_000 }).toEqual({ saved: 1, applied: 1 });
  await session.detach();

  // The app again: the server's state, nothing waiting; still exactly once.
  await page.goto(`/jobsseekers/job-detail?id=${jobId}`);
  await expect(page.getByText(/You applied on \d/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Saved ${title}` }).first()).toBeVisible();
  await expect(page.getByText(EN.waiting, { exact: true })).toHaveCount(0);
  await expect(status(page, /waiting for the network/)).toHaveCount(0);
  expect(await readIndexedDb(page, 'orbit-pending', 'actions')).toEqual([]);
  expect(reached(person, jobId)).toEqual({ saved: 1, applied: 1 });
});

test('where Background Sync is missing, the page sends what waited once the network is back, each once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  // A browser without Background Sync (Firefox, Safari): the page's own replay is all there is.
  await page.addInitScript(() => {
    Object.defineProperty(ServiceWorkerRegistration.prototype, 'sync', {
      get: () => undefined,
      configurable: true,
    });
  });
  const title = `Kasir Halaman ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const person = newPerson('offline.page');
  await registerCandidate(page, person);
  await waitForServiceWorker(page);

  await applyAndSaveOffline(page, context, person, jobId, title, EN);
  await expectPendingAfterReload(page, jobId, title, EN);
  expect(reached(person, jobId)).toEqual({ saved: 0, applied: 0 });

  // Logging out would delete what waits: the person is asked first, and may stay.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      '2 actions are still waiting for the network. If you log out now, they will be deleted from this device and never sent. Log out anyway?',
    );
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(status(page, EN.count2)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText('2 actions that were waiting for the network have been sent.')).toBeVisible({
    timeout: 15_000,
  });
  expect(reached(person, jobId)).toEqual({ saved: 1, applied: 1 });
  await expect(page.getByText(/You applied on \d/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Saved ${title}` }).first()).toBeVisible();
  await expect(page.getByText(EN.waiting, { exact: true })).toHaveCount(0);
  await expect(status(page, /waiting for the network/)).toHaveCount(0);

  // A reload sends nothing again.
  await page.reload();
  await expect(page.getByText(/You applied on \d/)).toBeVisible();
  expect(reached(person, jobId)).toEqual({ saved: 1, applied: 1 });
});

test('a replay the server refuses (the job closed meanwhile) is shown with its reason, in Indonesian', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Kasir Tutup ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const person = newPerson('offline.refused');
  await registerCandidate(page, person);
  await waitForServiceWorker(page);
  await inIndonesian(page);

  await applyAndSaveOffline(page, context, person, jobId, title, ID);
  await page.getByRole('button', { name: ID.show }).click();
  await expect(page.getByRole('region', { name: 'Menunggu jaringan' }).getByRole('listitem')).toHaveText([
    new RegExp(`^Lamar ${title}`),
    new RegExp(`^Simpan lowongan ${title}`),
  ]);
  await expectAccessible(page, 'pending list, offline (id)');

  // Meanwhile the employer closes the job.
  const res = await request.put(`${API}/jobs/activate/${jobId}`, {
    data: { active: false },
    headers: { authorization: `jwt ${await employerToken(request)}` },
  });
  expect(res.status()).toBe(200);

  await context.setOffline(false);
  // Each refusal is told with the server's reason, and stays listed until dismissed.
  await expect(
    page.getByText(`Tidak terkirim: Lamar ${title}. Lowongan ini tidak lagi menerima lamaran.`),
  ).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(
      `Tidak terkirim: Simpan lowongan ${title}. Lowongan ini tidak ada atau sudah tidak dibuka.`,
    ),
  ).toBeVisible();
  await expect(status(page, '2 tindakan tidak terkirim')).toBeVisible();
  expect(reached(person, jobId)).toEqual({ saved: 0, applied: 0 });

  // The list stays open from before.
  await expect(page.getByRole('button', { name: 'Sembunyikan daftar' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const refused = page.getByRole('region', { name: 'Tidak terkirim' }).getByRole('listitem');
  await expect(refused).toHaveText([
    new RegExp(`Lamar ${title}: Lowongan ini tidak lagi menerima lamaran\\.`),
    new RegExp(`Simpan lowongan ${title}: Lowongan ini tidak ada atau sudah tidak dibuka\\.`),
  ]);
  await expectAccessible(page, 'not sent list (id)');
  // Dismissed by keyboard, one by one.
  const dismiss = page.getByRole('button', { name: `Tutup Lamar ${title}` });
  await tabTo(page, dismiss, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(status(page, '1 tindakan tidak terkirim')).toBeVisible();
  await expect(refused).toHaveCount(1);
  // Still there after a reload, until dismissed.
  await page.reload();
  await expect(status(page, '1 tindakan tidak terkirim')).toBeVisible();
});

test('a profile section saved offline waits, survives a reload, and is saved once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const person = newPerson('offline.profile');
  await registerCandidate(page, person);
  await waitForServiceWorker(page);
  await page.goto('/jobsseekers/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(page.getByText('Loading your profile…')).toHaveCount(0);
  // What the page reads is kept for offline reading before the network goes.
  const keptKinds = async () => (await keptQueryKeys(page)).map((key) => key.slice(0, 2).join('/'));
  await expect
    .poll(async () => (await keptKinds()).filter((kind) => kind === 'candidateProfile/entries').length)
    .toBe(5);
  await expect.poll(keptKinds).toContain('candidate/view');

  await context.setOffline(true);
  const basic = page.getByRole('region', { name: 'Basic details' });
  await basic.getByLabel('Full name').fill('Siti Rahma Lestari');
  await basic.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Saved on this device. It will be sent as soon as the network is back.'),
  ).toBeVisible();
  const note = 'Your latest changes to this section are saved on this device and wait for the network.';
  await expect(basic.getByText(note)).toBeVisible();
  const experience = page.getByRole('region', { name: 'Experience' });
  await experience.getByRole('button', { name: 'Add experience' }).click();
  await experience.getByLabel('Job title').fill('Kasir');
  await experience.getByLabel('Company name').fill('Alfamart');
  await experience.getByLabel('Start').fill('2020-01');
  await experience.getByLabel(/^End/).fill('2022-06');
  await experience.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(experience.getByRole('listitem').filter({ hasText: 'New entry' })).toContainText(EN.waiting);
  await expect(status(page, EN.count2)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await expect(basic.getByText(note)).toBeVisible();
  await expect(experience.getByRole('listitem').filter({ hasText: 'New entry' })).toContainText(EN.waiting);
  await expect(status(page, EN.count2)).toBeVisible();
  await expectAccessible(page, 'profile with sections waiting (en)');
  const row = () => {
    const [user] = queryDb<{ id: number; fullName: string }>(
      'SELECT id, fullName FROM users WHERE email = ?',
      person.email,
    );
    const jobs = queryDb(
      'SELECT 1 FROM candidateExperiences WHERE userId = ? AND deletedAt IS NULL',
      user!.id,
    );
    return { fullName: user!.fullName, experiences: jobs.length };
  };
  expect(row()).toEqual({ fullName: person.fullName, experiences: 0 });

  await context.setOffline(false);
  await expect(page.getByText('2 actions that were waiting for the network have been sent.')).toBeVisible({
    timeout: 15_000,
  });
  expect(row()).toEqual({ fullName: 'Siti Rahma Lestari', experiences: 1 });
  await expect(experience.getByRole('button', { name: 'Edit Kasir' })).toBeVisible();
  await expect(experience.getByText('New entry')).toHaveCount(0);
  await expect(basic.getByText(note)).toHaveCount(0);
});
