/**
 * `npm run i18n:check` (part of `npm run verify`): fails when the source catalogue is out of date
 * with the code, when any locale misses a message, when a "translation" is just the English
 * text copied over (except for names and codes that stay the same in every language), or when an
 * English message counts without a plural form ("1 rows").
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { contentTranslationProblems, localesWithoutProductTexts } from '../gateway/translations/content-coverage';

const TARGET_LOCALES = ['hi', 'kn', 'ta', 'te'];

/** Messages that are legitimately identical in every language (names, numbers, symbols). */
const SAME_IN_EVERY_LANGUAGE = new Set(['404', 'GaadiParts', 'EV', '{0}', '₹', '€', '$']);

function lingui(...args: string[]): void {
  execFileSync(process.execPath, ['node_modules/@lingui/cli/dist/lingui.js', ...args], { stdio: 'inherit' });
}

/** Minimal PO reader: msgid → msgstr, joining continued lines. */
export function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  let id: string | null = null;
  let str: string | null = null;
  let current: 'id' | 'str' | null = null;
  const unquote = (s: string) => JSON.parse(s) as string;
  const flush = () => {
    if (id !== null && id !== '' && str !== null) entries.set(id, str);
    id = str = null;
    current = null;
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.startsWith('msgid ')) {
      flush();
      id = unquote(line.slice(6));
      current = 'id';
    } else if (line.startsWith('msgstr ')) {
      str = unquote(line.slice(7));
      current = 'str';
    } else if (line.startsWith('"') && current) {
      if (current === 'id') id += unquote(line);
      else str += unquote(line);
    } else if (line.trim() === '') {
      flush();
    }
  }
  flush();
  return entries;
}

function main(): void {
  lingui('check', 'sync');
  lingui('check', 'missing', '--mode', 'catalog');
  const copied: string[] = [];
  for (const locale of TARGET_LOCALES) {
    for (const [id, str] of [...readPo(`locales/${locale}/messages.po`), ...readPo(`locales/${locale}/admin.po`)]) {
      const hasWords = /[A-Za-z]{2,}/.test(id.replace(/\{[^}]*\}/g, ''));
      if (hasWords && str === id && !SAME_IN_EVERY_LANGUAGE.has(id)) copied.push(`${locale}: "${id}"`);
    }
  }
  if (copied.length > 0) {
    console.error(`FAIL copied: these messages are English copied into a translation:\n  ${copied.join('\n  ')}`);
    process.exit(1);
  }
  console.log('PASS copied: no translation is a copy of the English text.');
  checkCounts();
  checkContent();
}

/**
 * English messages whose number is never 1, so they may say "products" after it: a constant
 * (the compare list's limit, the password's length), or a count the code shows another message for
 * when it is one.
 */
const NEVER_ONE = new Set([
  'You can compare at most {limit} products. Remove one to add another.',
  'At least {STAFF_PASSWORD_MIN} characters.',
  '{count} orders you placed as a guest with this e-mail address can be added to your account.',
  '{0} orders were added to your account.',
]);

/**
 * A number before a noun needs the noun's plural form (`plural()`): every English message is
 * written with each of its values 1 and may not read "1 rows", "of 1 products" or "1 problems".
 * The translations give each language's own forms (Hindi's "one" also takes 0).
 */
function checkCounts(): void {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  i18n.setMessagesCompiler(compileMessage);
  const wrong: string[] = [];
  for (const id of [...readPo('locales/en/messages.po').keys(), ...readPo('locales/en/admin.po').keys()]) {
    const names = [...id.matchAll(/\{(\w+)/g)].map((m) => m[1]!);
    if (names.length === 0 || NEVER_ONE.has(id)) continue;
    const one = i18n._(id, Object.fromEntries(names.map((name) => [name, 1])));
    if (/\b1 (?!is\b|was\b|has\b|does\b)[a-z]+s\b/.test(one)) wrong.push(`"${id}" reads "${one}"`);
  }
  if (wrong.length > 0) {
    console.error(`FAIL counts: these messages count without a plural form:\n  ${wrong.join('\n  ')}`);
    process.exit(1);
  }
  console.log('PASS counts: every English message that counts has its singular.');
}

/**
 * The shop's content (docs/decisions/034): every category, part type, colour, attribute and option
 * phrase, service, package, blog category and the shop's address has a translation in each locale,
 * written in that locale's script (not English copied over); so do the product, specification and
 * post texts of every locale that has them.
 */
function checkContent(): void {
  const problems = contentTranslationProblems();
  if (problems.length > 0) {
    console.error(
      `FAIL content: ${problems.length} content translations missing or copied:\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  const pending = localesWithoutProductTexts();
  console.log(
    `PASS content: every structural text is translated in hi, kn, ta, te${
      pending.length ? `; product and post texts not written yet for ${pending.join(', ')} (English shown)` : ''
    }.`,
  );
}

main();
