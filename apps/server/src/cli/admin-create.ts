// `npm run admin:create -- --email … --password … [--name …]` (D3): creates the administrator, or
// promotes an existing account (its password is then left as it is). Uses the same configuration
// as the server (DATA_DIR or DATABASE_URL). With the embedded database, stop the server first: one
// process at a time may open a PGlite data directory.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { createAuth } from '../modules/auth/auth';
import { resolveAuthSecret } from '../modules/auth/auth.secret';
import { createMailer } from '../modules/mail/mail.service';
import { AdminBootstrapError, ensureAdmin } from '../modules/users/admin-bootstrap';

const USAGE =
  'usage: npm run admin:create -- --email admin@example.com --password <password> [--name "Full Name"]';

async function main(): Promise<number> {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
  const log = { info: () => {}, warn: () => {}, error: (o: unknown) => console.error(o) };
  const database = await openDatabase(config, log);
  try {
    await migrate(database);
    const mail = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, log });
    const auth = createAuth({ config, db: database.db, mail, secret: resolveAuthSecret(config) });
    const result = await ensureAdmin(database.db, auth, {
      email: values.email,
      password: values.password,
      name: values.name,
    });
    const email = values.email.trim().toLowerCase();
    console.log(
      result === 'created'
        ? `Administrator ${email} created.`
        : result === 'promoted'
          ? `Existing account ${email} is now an administrator (its password is unchanged).`
          : `${email} is already an administrator; nothing changed.`,
    );
    return 0;
  } catch (err) {
    console.error(
      `admin:create failed: ${err instanceof AdminBootstrapError ? err.message : (err as Error).message}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then((code) => process.exit(code));
