/**
 * Administrator commands (there are no admin screens yet):
 *   npm run admin -- list-pending
 *   npm run admin -- approve <email>
 *   npm run admin -- decline <email>
 *   npm run admin -- list-suggestions                  master entries users suggested, waiting for approval
 *   npm run admin -- approve-master <id>               make a suggested entry visible to everyone
 *   npm run admin -- set-setting <key> <json value>    change a site setting (e.g. supportPhone '"+62 21 555 0100"')
 *   npm run admin -- list-plans                        the price list (plans and top-ups of both audiences)
 *   npm run admin -- set-plan <code> <json>            change a plan, e.g. EMPLOYER_STARTER '{"price":549000}'
 *                                                      (a new code also needs kind, audience, nameEn, nameId)
 * It uses the same configuration as the server (DATABASE_URL, DATA_DIR, SMTP_URL) and e-mails the employer
 * through the outbox, which it drains before exiting.
 */
import path from 'node:path';
import { pickLanguage } from '../../common/locales/index.js';
import { loadConfig } from '../config.js';
import { connect } from '../db/connect.js';
import { migrateToLatest } from '../db/migrate.js';
import { fileMailer, smtpMailer } from '../mail/mailer.js';
import { approvalMail } from '../mail/templates/account.js';
import { bumpReferenceVersion } from '../http/referenceCache.js';
import { normalizeEmail } from '../modules/accounts/repository.js';
import { approveMaster } from '../modules/masters/service.js';
import { listPlans, setPlan } from '../modules/billing/admin.js';
import { outboxHandlers } from '../worker/handlers.js';
import { createOutbox } from '../worker/outbox.js';

const USAGE =
  'usage: npm run admin -- list-pending | approve <email> | decline <email> | list-suggestions | approve-master <id> | set-setting <key> <json value> | list-plans | set-plan <code> <json>';
const COMMANDS = [
  'list-pending',
  'approve',
  'decline',
  'list-suggestions',
  'approve-master',
  'set-setting',
  'list-plans',
  'set-plan',
];

async function main(argv: string[]): Promise<number> {
  const [command, arg, valueArg] = argv;
  if (!command || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const handle = connect(config.database);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : fileMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, console.log);
  const outbox = createOutbox(handle.db, handle.dialect, outboxHandlers({ mailer }), {
    error: (obj, msg) => console.error(msg, obj),
  });
  try {
    await migrateToLatest(handle.db);
    if (command === 'list-pending') {
      const rows = await handle.db
        .selectFrom('users')
        .select(['email', 'fullName', 'companyName', 'createdAt'])
        .where('role', '=', 'EMPLOYER')
        .where('status', '=', 'PENDING')
        .where('deletedAt', 'is', null)
        .orderBy('createdAt')
        .execute();
      if (rows.length === 0) console.log('No employers are waiting for approval.');
      for (const r of rows) console.log(`${r.email}\t${r.companyName ?? ''}\t${r.fullName}\t${r.createdAt}`);
      return 0;
    }
    if (command === 'list-suggestions') {
      const rows = await handle.db
        .selectFrom('masters')
        .select(['id', 'codeType', 'nameEn', 'createdAt'])
        .where('isApproved', '=', 0)
        .orderBy('id')
        .execute();
      if (rows.length === 0) console.log('No suggestions are waiting for approval.');
      for (const r of rows) console.log(`${r.id}\t${r.codeType}\t${r.nameEn}\t${r.createdAt}`);
      return 0;
    }
    if (command === 'list-plans') {
      for (const p of await listPlans(handle.db))
        console.log(
          [
            p.code,
            p.kind,
            p.audience,
            p.nameEn,
            `Rp ${p.price}`,
            `${p.validityDays} days`,
            `jobs ${p.activeJobs ?? '-'}`,
            `matches ${p.matchedCandidates ?? '-'}`,
            `applications ${p.applicationLimit ?? '-'}`,
            p.isActive ? 'on sale' : 'withdrawn',
          ].join('\t'),
        );
      return 0;
    }
    if (!arg) {
      console.error(USAGE);
      return 2;
    }
    if (command === 'set-plan') {
      let value: unknown;
      try {
        value = JSON.parse(valueArg ?? '');
      } catch {
        console.error(`The changes must be JSON, e.g. '{"price":549000}'. ${USAGE}`);
        return 2;
      }
      const error = await setPlan(handle.db, arg, value);
      if (error) {
        console.error(error);
        return 1;
      }
      console.log(`${arg} is saved: new orders use it.`);
      return 0;
    }
    if (command === 'approve-master') {
      const id = Number(arg);
      if (!Number.isInteger(id) || !(await approveMaster(handle.db, id))) {
        console.error(`No suggestion waiting for approval has the id ${arg}.`);
        return 1;
      }
      console.log(`Master entry ${id} is approved: everyone sees it now.`);
      return 0;
    }
    if (command === 'set-setting') {
      let value: unknown;
      try {
        value = JSON.parse(valueArg ?? '');
      } catch {
        console.error(`The value must be JSON, e.g. '"text"', 42 or '{"a":1}'. ${USAGE}`);
        return 2;
      }
      const updated = await handle.db
        .updateTable('settings')
        .set({ value: JSON.stringify(value), updatedAt: new Date().toISOString() })
        .where('key', '=', arg)
        .where('key', 'not like', 'internal.%')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) {
        console.error(`There is no setting ${arg}.`);
        return 1;
      }
      await bumpReferenceVersion(handle.db);
      console.log(`${arg} = ${JSON.stringify(value)}`);
      return 0;
    }
    const approved = command === 'approve';
    const email = normalizeEmail(arg);
    const user = await handle.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('role', '=', 'EMPLOYER')
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!user) {
      console.error(`No employer account with the e-mail ${email}.`);
      return 1;
    }
    const status = approved ? 'APPROVED' : 'DECLINED';
    await handle.db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      await trx.updateTable('users').set({ status, updatedAt: now }).where('id', '=', user.id).execute();
      // A declined employer cannot sign in; the sessions it already has end as well.
      if (!approved)
        await trx
          .updateTable('sessions')
          .set({ revokedAt: now })
          .where('userId', '=', user.id)
          .where('revokedAt', 'is', null)
          .execute();
      await outbox.enqueue(trx, 'mail', {
        to: user.email,
        ...approvalMail(pickLanguage(user.lng), user.fullName, approved, config.siteUrl),
      });
    });
    await outbox.drain();
    const stuck = await handle.db.selectFrom('outbox').select('lastError').executeTakeFirst();
    console.log(`${email} is now ${status}.`);
    if (stuck)
      console.warn(`The e-mail could not be sent yet (${stuck.lastError}); the server will retry it.`);
    return 0;
  } finally {
    mailer.close();
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
