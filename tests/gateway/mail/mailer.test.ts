import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createMailer, escapeHtml, linksIn } from '../../../gateway/mail/mailer';

describe('mailer without SMTP (outbox)', () => {
  it('writes each message as .eml and .json and logs its links', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'mailer-test-'));
    const logger = pino({ level: 'silent' });
    const info = vi.spyOn(logger, 'info');
    const mailer = createMailer({ smtpUrl: null, outboxDir }, logger);
    await mailer.sendMail({
      to: 'asha@example.in',
      subject: 'अपना पासवर्ड रीसेट करें',
      text: 'Open https://shop.example/account/reset-password?token=abc to continue.',
      html: '<p>Open the link</p>',
    });
    const files = readdirSync(outboxDir).sort();
    expect(files.map((f) => f.split('.').at(-1))).toEqual(['eml', 'json']);
    const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: asha@example.in$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    const json = JSON.parse(readFileSync(join(outboxDir, files[1]!), 'utf8'));
    expect(json).toMatchObject({
      to: 'asha@example.in',
      links: ['https://shop.example/account/reset-password?token=abc'],
    });
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ links: ['https://shop.example/account/reset-password?token=abc'] }),
      'e-mail written to the outbox',
    );
  });

  it('lets a reader of the folder find only whole messages, even while large ones are written', async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'mailer-test-'));
    const mailer = createMailer({ smtpUrl: null, outboxDir }, pino({ level: 'silent' }));
    const MAILS = 12;
    // Messages of several megabytes take many writes each: a file written in place is seen half-written.
    const text = `Your order. https://shop.example/orders/1 ${'₹1,234.00 '.repeat(300_000)}`;
    const halfRead: string[] = [];
    // Reads the folder over and over until it holds every message whole (or 20 s have passed).
    const reader = (async () => {
      const until = Date.now() + 20_000;
      let whole = 0;
      while (whole < MAILS && Date.now() < until) {
        whole = 0;
        for (const file of (await readdir(outboxDir)).filter((f) => f.endsWith('.json'))) {
          try {
            JSON.parse(await readFile(join(outboxDir, file), 'utf8'));
            whole++;
          } catch {
            halfRead.push(file);
          }
        }
      }
    })();
    await Promise.all([
      reader,
      ...Array.from({ length: MAILS }, (_, i) =>
        mailer.sendMail({ to: `buyer${i}@example.in`, subject: 'Order', text, html: '<p>Order</p>' }),
      ),
    ]);
    expect(halfRead).toEqual([]);
    const files = readdirSync(outboxDir);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(MAILS);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(MAILS);
    expect(files.filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('finds links and escapes HTML', () => {
    expect(linksIn('a http://x.in/1 b https://y.in/2?z=1')).toEqual(['http://x.in/1', 'https://y.in/2?z=1']);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
  });
});
