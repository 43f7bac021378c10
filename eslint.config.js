// Lint rules, including the boundaries of docs/architecture.md (ADR 0007). The zones are generated
// from the folders that exist, so a new web feature or server module is covered the day it appears;
// apps/server/test/lint-boundaries.test.ts proves each zone rejects a deliberate violation.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

const root = import.meta.dirname;
const at = (p) => path.join(root, p);
const foldersIn = (p) =>
  fs
    .readdirSync(at(p), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const web = 'apps/web/src';

/** The owner's screens, English only for now: what a shopper never sees. */
const backOfficeScreens = [
  'manage-orders',
  'markets-admin',
  'overview',
  'users',
  'audit',
  'translations',
].map((f) => `${web}/features/${f}/**`).concat(
  ['add-product-page', 'edit-product-page', 'manage-products-page', 'categories-page'].map((f) => `${web}/features/products/pages/${f}.tsx`),
  ['product-form', 'product-versions-editor', 'admin-products-table', 'catalogue-csv-actions', 'image-upload'].map((f) => `${web}/features/products/components/${f}.tsx`),
  [`${web}/features/legal/pages/legal-pages-admin-page.tsx`],
);
const server = 'apps/server/src';

// bulletproof-react: features never import each other; shared code (components, lib) imports no
// feature and not the app shell; only the app shell (src/app, main.tsx) composes features.
const webZones = [
  ...foldersIn(`${web}/features`).map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: share through src/components or src/lib, or compose in src/app.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features do not import the app shell; the shell imports them.',
  },
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code (src/components, src/lib) imports no feature and not the app shell.',
  },
];

// Server layers: app.ts/main.ts/cli compose; modules/<name> hold the domain; http/ and db/ are the
// plumbing under them and never reach up.
const composition = [`${server}/app.ts`, `${server}/main.ts`, `${server}/cli`];
const serverZones = [
  // A module reaches another only through that module's entry file, modules/<name>/index.ts.
  ...foldersIn(`${server}/modules`).map((name) => ({
    target: `${server}/modules/${name}`,
    from: at(`${server}/modules/*/**`),
    except: [at(`${server}/modules/${name}/**`), at(`${server}/modules/*/index.ts`)],
    message: 'Another module is reached only through its entry file, modules/<name>/index.ts.',
  })),
  {
    target: `${server}/modules`,
    from: composition,
    message: 'Modules do not import the composition root (app.ts, main.ts, cli/); it hands them what they need.',
  },
  {
    target: `${server}/http`,
    from: [`${server}/modules`, ...composition],
    message: 'http/ is plumbing under the modules: it never imports a module or the app.',
  },
  {
    target: `${server}/db`,
    from: [`${server}/modules`, `${server}/http`, ...composition],
    message: 'db/ is the bottom layer: it never imports the app, a module or http/.',
  },
];

// One owner per table: only the owning module's code names these tables (tests arrange rows freely).
// The auth tables are shared by better-auth (modules/auth) and the user records (modules/users).
const tableOwners = {
  orders: ['orders', 'orderLines', 'orderEvents', 'orderRefunds', 'savedAddresses'],
  products: ['products', 'categories', 'searchWords', 'productOptions', 'productOptionValues', 'productVariants', 'productVariantOptionValues'],
  payments: ['sandboxPaymentIntents', 'sandboxRefunds', 'webhookEvents'],
  audit: ['auditEntries'],
  reviews: ['reviews'],
  mail: ['mailOutbox'],
  cart: ['cartLines'],
  invoices: ['invoices', 'invoiceCounters'],
  legal: ['legalPages'],
  'page-texts': ['pageTexts'],
  markets: ['markets', 'marketCountries', 'marketExcludedVariants', 'currencyRates', 'variantPrices', 'taxRates', 'shippingZones', 'shippingZoneCountries', 'shippingMethods'],
};
const tablesOwnedElsewhere = (module) =>
  Object.entries(tableOwners)
    .filter(([owner]) => owner !== module)
    .flatMap(([, tables]) => tables);
const tableOwnership = (files, tables) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)db/schema(/[\\w-]+)?$',
            importNames: tables,
            message: 'Another module owns this table: call a function its index.ts exports instead.',
          },
        ],
      },
    ],
  },
});

// Money is integer minor units with an ISO 4217 code (packages/contract/src/money.ts, ADR 0025): no
// code scales an amount by 100 (the digits come from the currency: yen have none, dinars three),
// rounds it to two places, or (outside tests) names a currency. money.ts is the one place that knows the digits.
const moneySyntax = [
  {
    selector: "BinaryExpression[operator=/^[*\\/]$/][right.type='Literal'][right.value=100], BinaryExpression[operator='*'][left.type='Literal'][left.value=100]",
    message: "Money is never scaled by 100: use money.ts (fromMajorNumber, toMajorNumber, toDecimalString, formatMoney), which takes the digits from the currency. A percentage says so with an eslint-disable comment.",
  },
  {
    selector: "CallExpression[callee.property.name='toFixed'][arguments.0.value=2]",
    message: 'Amounts are not rounded to two places: toDecimalString or formatMoney (money.ts) write them with their currency’s digits.',
  },
];
/** Outside tests (whose data may well be in dollars). */
const currencyLiteral = {
  selector: 'Literal[value=/^usd$/i]',
  message: "The currency is data: the store's setting (STORE_CURRENCY, config.ts) or the amount's own `currency`, never a literal.",
};
// Tests wait for a condition, never for a fixed second or more: a fixed wait is too long on a quiet
// machine and too short on a busy one (README, "How the suites stay fast").
const testWaits = [
  {
    selector: "CallExpression[callee.name='setTimeout'][arguments.1.type='Literal'][arguments.1.value>=1000]",
    message: 'A test waits for a condition (expect.poll, vi.waitFor, an event) or moves a fake clock (vi.useFakeTimers), not a fixed second or more.',
  },
  {
    selector: "CallExpression[callee.property.name='waitForTimeout']",
    message: 'A journey waits for what it needs to see (expect(...).toBeVisible(), page.waitForResponse), never a fixed time.',
  },
];
const moneyFiles = ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx}', 'e2e/**/*.ts'];
// Where the store's currency is set (its default), where the rule is proven, and what it cannot see the
// currency of yet: the orders and payments code, which the order model's rewrite moves to Money (ADR 0025).
const moneyExempt = [
  'packages/contract/src/money.ts',
  'packages/contract/src/money.test.ts',
  'apps/server/src/config.ts',
  'apps/server/test/lint-boundaries.test.ts',
  'apps/server/src/db/schema/payments.ts',
  'apps/server/test/stripe-stand-in.ts',
];

// One writer per lifecycle (docs/decisions/0026): inside the orders module only order-writes.ts
// inserts, updates or deletes `order` and `order_line` rows; every other file calls its functions,
// so a status change cannot bypass the flow that decides it.
const orderWriters = {
  selector: "CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name=/^(orders|orderLines)$/]",
  message: 'Only modules/orders/order-writes.ts writes the order and order_line tables: call one of its functions from the lifecycle flow that decides the change.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Relative imports without extensions and the workspace packages' exports (which point at .ts).
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['import', 'default'] }),
      ],
    },
    rules: {
      // Packages from node_modules cannot import our code back; skipping them keeps the walk short.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...webZones, ...serverZones] }],
    },
  },
  ...foldersIn(`${server}/modules`).map((name) => tableOwnership([`${server}/modules/${name}/**/*.ts`], tablesOwnedElsewhere(name))),
  tableOwnership([`${server}/http/**/*.ts`, `${server}/cli/**/*.ts`], Object.values(tableOwners).flat()),
  { files: moneyFiles, ignores: moneyExempt, rules: { 'no-restricted-syntax': ['error', ...moneySyntax, currencyLiteral] } },
  {
    // The order module's files: the money rules and the one writer (one option list replaces another).
    files: [`${server}/modules/orders/**/*.ts`],
    ignores: ['**/*.test.ts', `${server}/modules/orders/order-writes.ts`],
    rules: { 'no-restricted-syntax': ['error', ...moneySyntax, currencyLiteral, orderWriters] },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...testWaits],
    },
  },
  {
    // Tests outside moneyExempt: the waiting rules above and the money rules (one option list replaces another).
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: moneyExempt,
    rules: {
      'no-restricted-syntax': ['error', ...moneySyntax, ...testWaits],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Languages (docs/decisions/0033): what a shopper reads is a message. The back office's screens
    // are still English only (docs/product/markets.md, "Languages"); tests assert the English.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx', 'apps/web/src/test/**', ...backOfficeScreens],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Words with a space or a capital are texts; class names, keys, paths and codes are not.
          ignore: ['^(?![A-Z])[^\\s]*$', '^[A-Z0-9_/.:-]+$', '^[^A-Za-z]*$', '^(?=.*[-:])[a-z0-9:/\\[\\]().%_!#&>*=,~ -]+$'],
          ignoreNames: [
            { regex: { pattern: '(className|Class|Id|id|key|href|to|type|role|src|srcSet|sizes|name|method|autoComplete|inputMode|lang|hrefLang|testid|as|variant|size|mode)$' } },
            { regex: { pattern: '^data-' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'URLSearchParams', 'URL', '*.searchParams.*', 'JSON.*', 'document.*', 'window.*', 'navigate', 'new Intl.*', 'Intl.*', 'clsx', 'cn', 'fetch', 'apiRequest', 'http.*', 'matchMedia', 'setAttribute', 'addEventListener', 'removeEventListener', 'querySelector', '*.querySelector', 'startsWith', 'endsWith', 'includes', 'split', 'replace', 'localStorage.*', 'sessionStorage.*', '*.matches', '*.closest', 'page'],
        },
      ],
    },
  },
  {
    // `t` from @lingui/core/macro reads the global instance: two concurrent server renders in two
    // languages would mix. Components take `t` from useLingui (@lingui/react/macro); data uses msg.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { name: '@lingui/core/macro', importNames: ['t'], message: 'Use useLingui().t from @lingui/react/macro, or msg for data (docs/decisions/0033).' },
      ],
    },
  },
);
