/**
 * Administrator commands (there are no admin screens yet):
 *   npm run admin -- list-pending
 *   npm run admin -- approve <email>
 *   npm run admin -- decline <email>
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
import { normalizeEmail } from '../modules/accounts/repository.js';
import { outboxHandlers } from '../worker/handlers.js';
import { createOutbox } from '../worker/outbox.js';

const USAGE = 'usage: npm run admin -- list-pending | approve <email> | decline <email>';

async function main(argv: string[]): Promise<number> {
  const [command, emailArg] = argv;
  if (!command || !['list-pending', 'approve', 'decline'].includes(command)) {
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
    if (!emailArg) {
      console.error(USAGE);
      return 2;
    }
    const approved = command === 'approve';
    const email = normalizeEmail(emailArg);
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
        ...approvalMail(pickLanguage(user.lng), user.fullName, approved),
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
