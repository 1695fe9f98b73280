import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** UI strings: English is the source; hi, kn, ta, te are translated in locales/<code>/messages.po. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'kn', 'ta', 'te'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/web/src'],
      exclude: ['**/__generated__/**', '<rootDir>/web/src/admin/**'],
    },
    // The back office's strings (web/src/admin): a catalogue of their own, loaded only under /admin,
    // so the shop's first load does not carry them (docs/decisions/033).
    {
      path: '<rootDir>/locales/{locale}/admin',
      include: ['<rootDir>/web/src/admin'],
      exclude: ['**/__generated__/**'],
    },
  ],
  orderBy: 'messageId',
  // File names without line numbers: moving code does not touch the catalogues.
  format: formatter({ lineNumbers: false }),
});
