/**
 * `npm run staff -- <command>`: back-office staff accounts from the command line (docs/decisions/031).
 *   add <email> --role OWNER|OPERATIONS|CATALOGUE [--name "…"]
 *       creates the account without a password and prints a one-time link (24 hours) where the
 *       person chooses it; passwords never go on a command line. The first owner is made this way;
 *       owners invite everyone else from the back office.
 *   list    every staff account with its role and state
 * Uses the database of DATABASE_URL, like `npm start` (migrating it first). An embedded (PGlite)
 * database belongs to one process: stop the gateway first, or use PostgreSQL.
 */
import { pino } from 'pino';
import { createStaffService } from '../gateway/admin/staff/staff.service';
import { createTotpSecretBox } from '../gateway/admin/staff/totp-secret-box';
import { setPasswordLink } from '../gateway/admin/staff/staff-mail';
import { isStaffRole, STAFF_ROLES } from '../gateway/admin/staff/staff-roles';
import { createStaffSessions } from '../gateway/admin/staff/staff-sessions';
import { ConfigError, loadConfig } from '../gateway/config';
import { createMailer } from '../gateway/mail/mailer';
import { openDatabase } from '../gateway/store/database';
import { DatabaseLockedError } from '../gateway/store/directory-lock';
import { migrateToLatest } from '../gateway/store/migrate';

const USAGE = `usage: npm run staff -- add <email> --role ${STAFF_ROLES.join('|')} [--name "…"] | list`;

class UsageError extends Error {}

/** `--role X --name Y` and positional arguments. */
export function parseStaffArgs(args: string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? args[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value\n${USAGE}`);
      options.set(name, value);
    } else positional.push(arg);
  }
  return { positional, options };
}

async function main([command, ...rest]: string[]): Promise<number> {
  if (command !== 'add' && command !== 'list') throw new UsageError(USAGE);
  const { positional, options } = parseStaffArgs(rest);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const logger = pino({ level: 'warn' });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger);
    const deps = { db: database.db, sessions: createStaffSessions(database.db), mailer, logger };
    const staff = createStaffService({
      ...deps,
      publicUrl: config.publicUrl,
      totpBox: createTotpSecretBox(config.staffTotpKey),
    });
    if (command === 'list') {
      const rows = await staff.list();
      console.log(
        rows.length
          ? rows
              .map(
                (s) =>
                  `${s.role.padEnd(10)} ${s.active ? 'active  ' : 'inactive'} ${s.has_password ? '        ' : 'invited '} ${s.email}${s.name ? ` (${s.name})` : ''}`,
              )
              .join('\n')
          : 'no staff yet: npm run staff -- add <email> --role OWNER',
      );
      return 0;
    }
    const role = options.get('role')?.toUpperCase() ?? '';
    if (positional.length !== 1 || !isStaffRole(role)) throw new UsageError(USAGE);
    const result = await staff.add({ email: positional[0]!, name: options.get('name') ?? null, role });
    if ('errors' in result) {
      const code = result.errors[0]?.code;
      console.error(
        code === 'AUTH_EMAIL_ALREADY_IN_USE'
          ? `${positional[0]} already has a staff account`
          : `not an e-mail address: ${positional[0]}`,
      );
      return 1;
    }
    console.log(`${result.staff.email} is now ${role}. Open this link once, within 24 hours, to choose the password:`);
    console.log(setPasswordLink(config.publicUrl, result.token));
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DatabaseLockedError)
      console.error(
        `${error.message} Stop the gateway first, or run the shop on PostgreSQL (DATABASE_URL=postgres://…).`,
      );
    else console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
