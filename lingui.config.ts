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
      exclude: ['**/__generated__/**'],
    },
  ],
  orderBy: 'messageId',
  // File names without line numbers: moving code does not touch the catalogues.
  format: formatter({ lineNumbers: false }),
});
