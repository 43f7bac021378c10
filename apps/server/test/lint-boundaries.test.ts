// The boundaries of docs/architecture.md are kept by ESLint (eslint.config.js). A rule that never
// fires would keep nothing, so each boundary is shown a deliberate violation here, linted as if it
// were a file at a real path of the repository, and must report it; a compliant file must pass.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
// import-x/no-cycle follows every import of the repository from the file it lints (four fifths of
// this file's time when every probe ran it): only the test of cycles runs it, and only it.
let eslint: ESLint;
let cycles: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId !== 'import-x/no-cycle' });
  cycles = new ESLint({ cwd: repoRoot, ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-cycle' });
});

/** The rules that report `code` placed at `file` (relative to the repository root). */
async function rulesReported(file: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: path.join(repoRoot, file), warnIgnored: true });
  return result!.messages.map((m) => m.ruleId ?? `(no rule) ${m.message}`);
}

describe('web: bulletproof-react zones', () => {
  it('a feature importing another feature is reported', async () => {
    const code = "import { ProductCard } from '../../products/components/product-card';\nexport const probe = ProductCard;\n";
    expect(await rulesReported('apps/web/src/features/orders/components/probe.tsx', code)).toContain('import-x/no-restricted-paths');
  });

  it('shared components importing a feature, or lib importing the app shell, are reported', async () => {
    const feature = "import { useSession } from '../features/auth/session';\nexport const probe = useSession;\n";
    expect(await rulesReported('apps/web/src/components/probe.tsx', feature)).toContain('import-x/no-restricted-paths');
    const shell = "import { AppRoutes } from '../app/router';\nexport const probe = AppRoutes;\n";
    expect(await rulesReported('apps/web/src/lib/probe.ts', shell)).toContain('import-x/no-restricted-paths');
  });

  it('a feature importing shared code passes', async () => {
    const code = "import { Spinner } from '../../../components/spinner';\nexport const probe = Spinner;\n";
    expect(await rulesReported('apps/web/src/features/orders/components/probe.tsx', code)).toEqual([]);
  });
});

describe('server: module entries and layers', () => {
  it('a module importing another module’s inner file is reported; through its index.ts it passes', async () => {
    const inner = "import { hasPaidOrder } from '../orders/order-service';\nexport const probe = hasPaidOrder;\n";
    expect(await rulesReported('apps/server/src/modules/reviews/probe.ts', inner)).toContain('import-x/no-restricted-paths');
    const entry = "import { hasPaidOrder } from '../orders';\nexport const probe = hasPaidOrder;\n";
    expect(await rulesReported('apps/server/src/modules/reviews/probe.ts', entry)).toEqual([]);
  });

  it('a module naming a table another module owns is reported', async () => {
    const code = "import { orders } from '../../db/schema/index';\nexport const probe = orders;\n";
    expect(await rulesReported('apps/server/src/modules/reviews/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('an orders file other than order-writes.ts writing the order or order_line table is reported; reading passes', async () => {
    const imports = "import type { Db } from '../../db/client';\nimport { orderLines, orders } from '../../db/schema/index';\n";
    for (const write of ["export const w = (db: Db) => db.update(orders).set({ status: 'Paid' });\n", 'export const w = (db: Db) => db.delete(orderLines);\n', 'export const w = (db: Db) => db.insert(orders).values([]);\n']) {
      expect(await rulesReported('apps/server/src/modules/orders/probe.ts', imports + write), write).toContain('no-restricted-syntax');
      expect(await rulesReported('apps/server/src/modules/orders/order-writes.ts', imports + write), write).not.toContain('no-restricted-syntax');
    }
    expect(await rulesReported('apps/server/src/modules/orders/probe.ts', `${imports}export const r = (db: Db) => db.select().from(orders).innerJoin(orderLines, sql\`true\`);\n`)).not.toContain('no-restricted-syntax');
  });

  it('http/ importing a module is reported', async () => {
    const code = "import { orderRoutes } from '../modules/orders';\nexport const probe = orderRoutes;\n";
    expect(await rulesReported('apps/server/src/http/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('db/ importing the app or a module is reported', async () => {
    const app = "import { buildApp } from '../app';\nexport const probe = buildApp;\n";
    expect(await rulesReported('apps/server/src/db/probe.ts', app)).toContain('import-x/no-restricted-paths');
    const module = "import { productRoutes } from '../modules/products';\nexport const probe = productRoutes;\n";
    expect(await rulesReported('apps/server/src/db/probe.ts', module)).toContain('import-x/no-restricted-paths');
  });
});

describe('no import cycles', () => {
  it('a file importing the file that imports it is reported', async () => {
    // db/client.ts imports db/data-dir-lock.ts; importing client.ts back closes a two-file cycle.
    // (Type-only imports are erased at build time and are not cycles.)
    const code = "import { openDatabase } from './client';\nexport const probe = openDatabase;\n";
    expect(await rulesReported('apps/server/src/db/data-dir-lock.ts', code, cycles)).toEqual(['import-x/no-cycle']);
    // The same import from a file client.ts does not import closes no cycle.
    expect(await rulesReported('apps/server/src/db/probe.ts', code, cycles)).toEqual([]);
  });
});

describe('tests: no fixed waits', () => {
  it('a test sleeping a second or more, or a journey waiting a fixed time, is reported; a short poll passes', async () => {
    const sleep = "it('x', async () => {\n  await new Promise((r) => setTimeout(r, 2_100));\n});\n";
    expect(await rulesReported('apps/server/src/modules/pages/probe.test.ts', sleep)).toContain('no-restricted-syntax');
    const journey = "test('x', async ({ page }) => {\n  await page.waitForTimeout(500);\n});\n";
    expect(await rulesReported('e2e/probe.spec.ts', journey)).toContain('no-restricted-syntax');
    const poll = "it('x', async () => {\n  await new Promise((r) => setTimeout(r, 20));\n});\n";
    expect(await rulesReported('apps/server/test/probe.test.ts', poll)).not.toContain('no-restricted-syntax');
  });
});

describe('money: integer minor units, the currency as data (ADR 0025)', () => {
  it('scaling by 100, rounding to two places or a currency literal is reported; a Money sum and a test’s dollar data pass', async () => {
    const scaled = [
      "export const cents = (dollars: number) => Math.round(dollars * 100);\n",
      'export const dollars = (cents: number) => cents / 100;\n',
      'export const cents = (dollars: number) => 100 * dollars;\n',
      'export const text = (price: number) => price.toFixed(2);\n',
      "export const currency = 'usd';\n",
    ];
    for (const code of scaled) expect(await rulesReported('apps/server/src/modules/products/probe.ts', code), code).toContain('no-restricted-syntax');
    expect(await rulesReported('apps/web/src/features/cart/probe.tsx', scaled[1]!)).toContain('no-restricted-syntax');
    expect(await rulesReported('packages/contract/src/probe.ts', scaled[0]!)).toContain('no-restricted-syntax');
    // Tests may hold dollars as data, but never compute with 100 either.
    expect(await rulesReported('apps/server/src/modules/cart/probe.test.ts', "it('x', () => expect(1999 / 100).toBe(19.99));\n")).toContain('no-restricted-syntax');
    expect(await rulesReported('apps/server/src/modules/cart/probe.test.ts', "export const currency = 'USD';\n")).toEqual([]);
    const sum = "import type { Money } from '@store/contract';\nexport const add = (a: Money, b: Money): Money => ({ amount: a.amount + b.amount, currency: a.currency });\n";
    expect(await rulesReported('apps/server/src/modules/cart/probe.ts', sum)).toEqual([]);
  });
});
