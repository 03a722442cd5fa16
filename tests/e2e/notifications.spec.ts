/**
 * Notifications (issue 13) as the two sides live them, by labels and roles: a candidate applies; the employer's bell
 * says how many are unread, the notification page lists the application, and opening it leads to the response (and
 * reads it). The employer shortlists, invites to interview and hires; the candidate's bell follows without a reload
 * (when the tab comes back into view), the page lists one notification per status, all are marked read and the badge
 * is gone. In Indonesian: the same page and its e-mail settings; once the job is deleted, its notifications say
 * 'Sorry, this job has been deleted' instead of opening it. Axe on the page in English and Indonesian.
 */
import { expect, test, type Browser, type Page } from './support/playwright';
import { DEMO, inIndonesian, newPerson, registerCandidate, signIn } from './helpers/accounts';
import { expectAccessible } from './helpers/axe';
import { employerToken, postJob } from './helpers/jobs';

const API = '/client/api/v1';

async function resumePdf(name: string): Promise<Buffer> {
  const { Document, Page: PdfPage, Text, renderToBuffer } = await import('@react-pdf/renderer');
  const { createElement: h } = await import('react');
  return renderToBuffer(
    h(Document, null, h(PdfPage, { size: 'A4' }, h(Text, null, `${name} – Kasir`))) as never,
  );
}

async function employerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, '/employer/login', DEMO.employer);
  await expect(page).toHaveURL(/\/employer\/dashboard/);
  return page;
}

/** The header's bell: a link named "Notifications" or "Notifications, N unread". */
const bellOf = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^(Notifications|Notifikasi)\b/ });

const filters = (page: Page) => page.getByRole('navigation', { name: 'Which notifications to show' });

/** Tells the app its tab came back into view (as switching back to it does): the badge asks at once. */
const backInView = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

test('the team hears of an application, the candidate of each status; read, unread, all read', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Kasir Notifikasi ${Date.now()}`;
  const token = await employerToken(request);
  // The demo employer's earlier notifications (other specs) are out of the way.
  expect(
    (
      await request.put(`${API}/notifications/read-all`, { headers: { authorization: `jwt ${token}` } })
    ).status(),
  ).toBe(200);
  const jobId = await postJob(request, title, [
    { kind: 'TEXT', question: 'Anything else we should know?', isRequired: false },
  ]);

  // A new candidate applies; they have no notification yet.
  const person = newPerson('notified');
  await registerCandidate(page, person);
  await expect(bellOf(page)).toHaveAccessibleName('Notifications');
  await page.goto(`/jobsseekers/apply-job?id=${jobId}`);
  await page.getByLabel('Upload a new resume').setInputFiles({
    name: 'CV Kasir.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(person.fullName),
  });
  await expect(page.getByRole('radio', { name: /CV Kasir/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application sent!' })).toBeVisible();

  // The employer's bell counts it; the page lists it, unread, and opening it leads to the response.
  const employer = await employerPage(browser);
  await expect(bellOf(employer)).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bellOf(employer).click();
  await expect(employer.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const received = employer.getByRole('listitem').filter({ hasText: `New application: ${title}` });
  await expect(received.getByText(`${person.fullName} applied to ${title}.`)).toBeVisible();
  await expect(received.getByText('Unread', { exact: true })).toBeVisible();
  await expectAccessible(employer, 'notifications (employer)');
  await received.getByRole('link', { name: `New application: ${title}` }).click();
  await expect(employer.getByRole('heading', { level: 1, name: person.fullName })).toBeVisible();
  await employer.goBack();
  await expect(
    received.getByRole('button', { name: new RegExp(`^Mark as unread\\W+New application: ${title}$`) }),
  ).toBeVisible();
  await expect(received.getByText('Unread', { exact: true })).toHaveCount(0);

  // Back to the response: shortlisted with a message, invited to interview, hired.
  await received.getByRole('link', { name: `New application: ${title}` }).click();
  await employer.getByLabel(/Message to the candidate/).fill('Please bring your ID card on Monday.');
  await employer.getByRole('button', { name: 'Shortlist' }).click();
  await expect(employer.getByText('Application status updated.')).toBeVisible();
  await employer.getByRole('button', { name: 'Invite to interview' }).click();
  await expect(employer.getByRole('button', { name: 'Hire' })).toBeVisible();
  // Hiring is final: the page asks again.
  employer.once('dialog', (dialog) => void dialog.accept());
  await employer.getByRole('button', { name: 'Hire' }).click();
  await expect(employer.getByRole('button', { name: 'Hire' })).toHaveCount(0);

  // The candidate's bell follows without a reload.
  await backInView(page);
  // Sooner than the next poll (30 s).
  await expect(bellOf(page)).toHaveAccessibleName('Notifications, 3 unread', { timeout: 15_000 });
  await bellOf(page).click();
  await expect(page).toHaveURL(/\/jobsseekers\/notification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByRole('list').filter({ hasText: title }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText(`${title}: Hired`);
  await expect(items.nth(1)).toContainText(`${title}: In interview`);
  await expect(items.nth(2)).toContainText(`${title}: Shortlisted`);
  await expect(items.nth(2)).toContainText('Please bring your ID card on Monday.');
  await expectAccessible(page, 'notifications (candidate)');

  // One read and unread again; then all read, and the badge is gone.
  await items
    .nth(1)
    .getByRole('button', { name: /^Mark as read/ })
    .click();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications, 2 unread');
  await items
    .nth(1)
    .getByRole('button', { name: /^Mark as unread/ })
    .click();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications, 3 unread');
  await filters(page).getByRole('link', { name: 'Unread' }).click();
  await expect(items).toHaveCount(3);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications');
  await expect(page.getByText('You have read all your notifications.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // The applied tab is where a status notification leads.
  await filters(page).getByRole('link', { name: 'All' }).click();
  await items
    .nth(0)
    .getByRole('link', { name: `${title}: Hired` })
    .click();
  await expect(page).toHaveURL(/\/jobsseekers\/my-jobs\?tab=applied$/);
  await employer.context().close();
});

test('in Indonesian: the page, its e-mail settings, and a deleted job’s notifications', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const title = `Pramuniaga ${Date.now()}`;
  const jobId = await postJob(request, title, []);
  const person = newPerson('pemberitahuan');
  await registerCandidate(page, person);
  await page.goto(`/jobsseekers/apply-job?id=${jobId}`);
  await page.getByLabel('Upload a new resume').setInputFiles({
    name: 'CV Pramuniaga.pdf',
    mimeType: 'application/pdf',
    buffer: await resumePdf(person.fullName),
  });
  await expect(page.getByRole('radio', { name: /CV Pramuniaga/ })).toBeChecked();
  for (let step = 0; step < 3; step += 1) {
    const send = page.getByRole('button', { name: 'Send application' });
    if (await send.isVisible()) break;
    await page.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Application sent!' })).toBeVisible();

  // Shortlisted, through the API as the team's screens would.
  const headers = { authorization: `jwt ${await employerToken(request)}` };
  const responses = await request.post(`${API}/user-jobs/list`, { data: { filter: { jobId } }, headers });
  const [response] = ((await responses.json()) as { data: { id: number }[] }).data;
  expect(
    (
      await request.put(`${API}/user-jobs/update/${response!.id}`, { data: { status: 'SHORTLIST' }, headers })
    ).status(),
  ).toBe(200);

  await inIndonesian(page);
  await page.goto('/jobsseekers/notification');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  await expect(bellOf(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');
  const item = page.getByRole('listitem').filter({ hasText: `${title}: Masuk daftar pendek` });
  await expect(item.getByText('Belum dibaca', { exact: true })).toBeVisible();
  await expect(item).toContainText(`memperbarui lamaran Anda untuk ${title}`);

  // E-mail settings: status changes off, kept after a reload.
  const settings = page.getByRole('region', { name: 'Pengaturan email' });
  const statusMail = settings.getByRole('switch', { name: 'Perubahan status lamaran Anda' });
  await expect(statusMail).toBeChecked();
  await expectAccessible(page, 'notifikasi');
  await statusMail.uncheck();
  await expect(page.getByText('Pengaturan email disimpan.')).toBeVisible();
  await page.reload();
  await expect(settings.getByRole('switch', { name: 'Perubahan status lamaran Anda' })).not.toBeChecked();

  // The job is deleted: the candidate (still in progress) is told, and nothing about it opens the job any more.
  expect((await request.put(`${API}/jobs/soft-delete`, { data: { id: jobId }, headers })).status()).toBe(200);
  await page.reload();
  const deleted = page.getByRole('listitem').filter({ hasText: `Lowongan dihapus: ${title}` });
  await expect(deleted.getByText('Maaf, lowongan ini telah dihapus')).toBeVisible();
  await expect(item.getByText('Maaf, lowongan ini telah dihapus')).toBeVisible();
  await expect(bellOf(page)).toHaveAccessibleName('Notifikasi, 2 belum dibaca');
  await item.getByRole('button', { name: `${title}: Masuk daftar pendek`, exact: true }).click();
  // Said once more, as a toast, instead of opening the job.
  await expect(page.getByText('Maaf, lowongan ini telah dihapus')).toHaveCount(3);
  await expect(page).toHaveURL(/\/jobsseekers\/notification$/);
  await expect(bellOf(page)).toHaveAccessibleName('Notifikasi, 1 belum dibaca');
  await expectAccessible(page, 'notifikasi: lowongan dihapus');
});
