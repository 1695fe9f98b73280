/**
 * `npm run orders -- <command>`: shop staff move orders through their statuses.
 *   list [status] [limit]   newest orders first (e.g. `list pending 20`)
 *   show <number>           one order with its items
 *   confirm|ship|complete|cancel <number>
 *   pay <number> <utr> <amount>   a UPI or bank-transfer payment arrived (amount in rupees, e.g. 4200.13):
 *                                 the order becomes PAID and CONFIRMED, its tax invoice is issued and e-mailed
 *   refunded <number>             the refund of a cancelled paid order was sent
 * Only the transitions of gateway/orders/order-status.ts are allowed; cancel returns the stock.
 * confirm issues the tax invoice and e-mails it; cancelling an invoiced order issues its credit note.
 * Uses the database of DATABASE_URL, like `npm start`. An embedded (PGlite) database belongs to one
 * process: while a gateway runs on it, this command says so in one line and changes nothing; with
 * PostgreSQL it runs beside the gateway.
 */
import { pino } from 'pino';
import { ConfigError, loadConfig } from '../gateway/config';
import { createMailer } from '../gateway/mail/mailer';
import {
  createStaffOrders,
  formatOrder,
  formatOrderLine,
  isStaffCommand,
  parseRupees,
} from '../gateway/orders/staff-orders';
import { openDatabase } from '../gateway/store/database';
import { DatabaseLockedError } from '../gateway/store/directory-lock';

const USAGE =
  'usage: npm run orders -- list [status] [limit] | show <number> | confirm|ship|complete|cancel <number> | pay <number> <utr> <amount> | refunded <number>';

/** What staff read when a payment command is refused. */
const PAYMENT_REFUSALS: Record<string, string> = {
  PAGE_NOT_FOUND: 'not found',
  PAYMENT_ALREADY_RECEIVED: 'is already paid',
  PAYMENT_EXPIRED: 'expired unpaid (its stock was released); refund the money instead',
  PAYMENT_NOT_EXPECTED: 'is not waiting for this payment (cash on delivery, cancelled, or no refund due)',
  UTR_INVALID: 'cannot take this reference: a UPI reference is 12 digits, a bank UTR 12–22 letters and digits',
  PAYMENT_AMOUNT_MISMATCH: 'costs another amount: check the amount received',
  UTR_ALREADY_USED: 'cannot take this reference: it was already used for another payment',
};

function orderNumber(value: string | undefined): number {
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) throw new UsageError(`not an order number: ${value ?? '(none)'}`);
  return number;
}

class UsageError extends Error {}

/** One line for staff: what holds the database and what to do; a possibly stale lock says how to clear it. */
function lockedMessage({ message, details }: DatabaseLockedError): string {
  if (details.possiblyStale || details.pid === null) return message;
  return (
    `The shop's database (${details.dataDir}) is open in a running gateway (process ${details.pid}); ` +
    'an embedded database serves one process. Stop the gateway (Ctrl+C), run this command, start it again — ' +
    `or run the shop on PostgreSQL (DATABASE_URL=postgres://…), where staff commands work while it runs. ` +
    `If no gateway is running, delete ${details.lockPath}.`
  );
}

async function main([command, ...args]: string[]): Promise<number> {
  const known = ['list', 'show', 'pay', 'refunded'].includes(command ?? '') || isStaffCommand(command ?? '');
  if (!command || !known) throw new UsageError(USAGE);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const logger = pino({ level: 'warn' });
    const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir }, logger);
    const staff = createStaffOrders(database.db, { mailer, logger, publicUrl: config.publicUrl });
    if (command === 'list') {
      const [status, limit] = /^\d+$/.test(args[0] ?? '') ? [undefined, args[0]] : [args[0], args[1]];
      const orders = await staff.list({ status, limit: limit ? Number(limit) : undefined });
      console.log(orders.length ? orders.map(formatOrderLine).join('\n') : 'no orders');
      return 0;
    }
    const number = orderNumber(args[0]);
    if (command === 'show') {
      const found = await staff.show(number);
      if (!found) return fail(`order #${number} not found`);
      console.log(formatOrder(found));
      return 0;
    }
    if (command === 'pay' || command === 'refunded') {
      let result;
      if (command === 'pay') {
        const amount = parseRupees(args[2] ?? '');
        if (!args[1] || amount === null) throw new UsageError(USAGE);
        result = await staff.pay(number, args[1], amount);
      } else result = await staff.refunded(number);
      if (!result.order) {
        const code = result.errors[0]?.code ?? '';
        return fail(`order #${number} ${PAYMENT_REFUSALS[code] ?? code}`);
      }
      const { invoice } = result.documents;
      console.log(
        `order #${number} is now ${result.order.status}, payment ${result.order.payment_status}${invoice ? `, tax invoice ${invoice.number}` : ''}`,
      );
      return 0;
    }
    if (!isStaffCommand(command)) throw new UsageError(USAGE);
    const result = await staff.move(number, command);
    if (!result.order) {
      const code = result.errors[0]?.code;
      return fail(
        code === 'PAGE_NOT_FOUND'
          ? `order #${number} not found`
          : code === 'PAYMENT_NOT_RECEIVED'
            ? `order #${number} awaits its payment: confirm it with "pay ${number} <utr> <amount>"`
            : `order #${number} cannot be moved by "${command}" from its status`,
      );
    }
    const { invoice, creditNote } = result.documents;
    const issued = invoice ? `, tax invoice ${invoice.number}` : creditNote ? `, credit note ${creditNote.number}` : '';
    console.log(
      `order #${number} is now ${result.order.status}${command === 'cancel' ? ' (stock returned)' : ''}${issued}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DatabaseLockedError) console.error(lockedMessage(error));
    else console.error(error instanceof ConfigError || error instanceof UsageError ? error.message : error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
