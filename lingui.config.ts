import { defineConfig } from '@lingui/cli';
import { extractor as babelExtractor } from '@lingui/cli/api';
import { resourceLabelsExtractor } from './scripts/resource-labels';

// Source language is Spanish. Resource labels live in src/core as plain Spanish strings; a custom
// extractor reads them from the registry so `lingui extract` keeps them in the catalogs with their
// own text as explicit id (the web looks them up with i18n._(label)).
export default defineConfig({
  sourceLocale: 'es',
  locales: ['es', 'en'],
  fallbackLocales: { default: 'es' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/web', '<rootDir>/src/core/resources/index.ts'],
      exclude: ['**/node_modules/**'],
    },
  ],
  extractors: [resourceLabelsExtractor, babelExtractor],
  orderBy: 'message',
});
