import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** One e-mail, already written in the recipient's language (see the domains' message builders). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  sendMail(message: MailMessage): Promise<void>;
}

export interface MailerConfig {
  smtpUrl: string | null;
  outboxDir: string;
  /** Sender, e.g. "GaadiParts <no-reply@gaadiparts.in>". */
  from?: string;
}

const DEFAULT_FROM = 'GaadiParts <no-reply@gaadiparts.in>';

/** Links in a message's text, logged for developers when mail goes to the outbox. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/\S+/g) ?? [];
}

/**
 * Sends mail over SMTP when `smtpUrl` is set. Otherwise every message is written to the outbox
 * folder as `<time>-<id>.eml` (open it in a mail client) and `.json` (for scripts and tests),
 * and its links are logged, so a developer can follow a password-reset link without a server.
 * Each file appears whole (written under a hidden name, then renamed), the `.json` after its
 * `.eml`: whoever reads the folder meanwhile never finds half a message.
 */
export function createMailer(config: MailerConfig, logger: Logger): Mailer {
  const from = config.from ?? DEFAULT_FROM;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async sendMail(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async sendMail(message) {
      const { message: eml } = await composer.sendMail({ from, ...message });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await mkdir(config.outboxDir, { recursive: true });
      const links = linksIn(message.text);
      await writeWhole(config.outboxDir, `${name}.eml`, eml as Buffer);
      await writeWhole(
        config.outboxDir,
        `${name}.json`,
        JSON.stringify({ from, ...message, links, createdAt: new Date().toISOString() }, null, 2),
      );
      logger.info(
        { to: message.to, subject: message.subject, links, file: `${name}.eml` },
        'e-mail written to the outbox',
      );
    },
  };
}

/** Writes `file` in `dir` under a hidden name first, then renames it: the rename is atomic within a folder. */
async function writeWhole(dir: string, file: string, content: string | Buffer) {
  const writing = join(dir, `.${file}.writing`);
  await writeFile(writing, content);
  await rename(writing, join(dir, file));
}

/** Escapes text for the HTML part of a message. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
