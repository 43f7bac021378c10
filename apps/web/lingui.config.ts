// The web app's messages (docs/decisions/0033): English is the source, one PO catalogue per language
// under src/locales/, compiled at build time by @lingui/vite-plugin. `npm run i18n:extract` brings
// new and changed texts into every catalogue; CI fails when a catalogue is out of date or lacks a
// translation (scripts/ci/check-messages.sh).
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'ja'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/test/**'] }],
  // Where each message is used, without line numbers: an edit elsewhere in a file leaves the catalogues alone.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});
