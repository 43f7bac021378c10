// Sends well over a thousand malformed requests across every route and expects no 5xx, and the one
// error shape on every failure under /api (better-auth's calls included: the store routes only the
// ones it uses). Routes are discovered from the app itself (the OpenAPI document, and better-auth's
// own endpoint list for the calls that must stay unrouted), so a new route is fuzzed
// without touching this file. Deterministic: FUZZ_SEED picks another run, FUZZ_ROUNDS makes it longer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

const seed = Number(process.env.FUZZ_SEED ?? 20_261_121);
const rounds = Number(process.env.FUZZ_ROUNDS ?? 1);

/** mulberry32: small, fast, good enough to pick test inputs reproducibly. */
function prng(s: number) {
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(seed);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const chance = (p: number) => random() < p;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const nasty = {
  strings: [
    '',
    ' ',
    'a',
    'x'.repeat(10_000),
    '\u0000',
    '\u202e\u200b💥',
    '<script>alert(1)</script>',
    "' or '1'='1' --",
    '../../../../etc/passwd',
    '%00%ff',
    '${7*7}{{7*7}}',
    'null',
    'NaN',
    '-1',
    '1e400',
    'not-an-email@',
    '@example.com',
    'a@b.c',
    'A'.repeat(255) + '@example.com',
    'shopper@kerfline.test',
    '00000000-0000-4000-8000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'javascript:alert(1)',
    'http://127.0.0.1:1/x.png',
    '\ud800', // a lone surrogate
  ],
  numbers: [0, -0, -1, 1, 1.5, 0.001, 2 ** 31, 2 ** 53 + 1, -(2 ** 53), 1e308, -1e308, 5e-324, 1_000_001, 99_999_999],
};

function nastyValue(depth = 0): Json {
  const kind = Math.floor(random() * (depth > 2 ? 5 : 8));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return chance(0.5);
    case 2:
      return pick(nasty.numbers);
    case 3:
    case 4:
      return pick(nasty.strings);
    case 5:
      return Array.from({ length: Math.floor(random() * 4) }, () => nastyValue(depth + 1));
    case 6:
      return { [pick(['__proto__', 'constructor', 'role', 'admin', 'paid', 'status', 'x'])]: nastyValue(depth + 1) };
    default:
      return deepNest(Math.floor(random() * 200) + 50);
  }
}

/** Percent-encodes (lone surrogates made well-formed first, which encodeURIComponent cannot take). */
const enc = (value: string) => encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
/** Broken percent-encoding, sent raw. */
const badEscapes = ['%', '%zz', '%E0%A4%A', '%00', '%C0%AF', '..%2F..%2F', '%%%'];

function deepNest(depth: number): Json {
  let v: Json = 1;
  for (let i = 0; i < depth; i++) v = chance(0.5) ? [v] : { a: v };
  return v;
}

interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: Json[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minimum?: number;
  minLength?: number;
}

/** A plausible value for a schema, so mutations reach past the first check. */
function plausible(schema: Schema | undefined, known: KnownValues): Json {
  if (!schema) return pick(nasty.strings);
  if (schema.enum?.length) return pick(schema.enum);
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.length) return plausible(pick(alt), known);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [k, s] of Object.entries(schema.properties ?? {})) out[k] = plausible(s, known);
      return out;
    }
    case 'array':
      return [plausible(schema.items, known)];
    case 'integer':
      return Math.max(schema.minimum ?? 1, 1);
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid' || schema.pattern?.includes('[0-9a-fA-F]{8}')) return pick(known.ids);
      if (schema.pattern?.includes('@')) return pick(known.emails);
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 8));
  }
}

function mutate(value: Json, schema: Schema | undefined): Json {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || chance(0.15)) return nastyValue();
  const out = { ...value };
  const keys = Object.keys(out);
  const action = Math.floor(random() * 4);
  if (action === 0 && keys.length) delete out[pick(keys)];
  else if (action === 1 && keys.length) {
    const k = pick(keys);
    out[k] = chance(0.3) ? mutate(out[k]!, schema?.properties?.[k]) : nastyValue();
  } else if (action === 2) out[pick(['role', 'paid', 'status', 'transactionId', 'userId', '__proto__', 'unknown'])] = nastyValue();
  else for (const k of keys) if (chance(0.5)) out[k] = nastyValue();
  return out;
}

interface Route {
  method: Method;
  /** Path with {name} placeholders. */
  path: string;
  params: Record<string, Schema>;
  query: Record<string, Schema>;
  body: Schema | undefined;
  /** better-auth answers in its own error shape. */
  ours: boolean;
}

interface KnownValues {
  ids: string[];
  emails: string[];
}

function discoverRoutes(t: TestApp): Route[] {
  const doc = t.app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: Schema }[]; requestBody?: { content?: Record<string, { schema: Schema }> } }>>;
  };
  const routes: Route[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params: Record<string, Schema> = {};
      const query: Record<string, Schema> = {};
      for (const p of op.parameters ?? []) (p.in === 'path' ? params : p.in === 'query' ? query : {})[p.name] = p.schema;
      routes.push({
        method: method.toUpperCase() as Method,
        path,
        params,
        query,
        body: op.requestBody?.content?.['application/json']?.schema,
        ours: true,
      });
    }
  }
  for (const endpoint of Object.values(t.app.auth.api) as { path?: string; options?: { method?: string | string[] } }[]) {
    if (!endpoint.path || !endpoint.options?.method) continue;
    const methods = [endpoint.options.method].flat().filter((m): m is 'GET' | 'POST' => m === 'GET' || m === 'POST');
    for (const method of methods) {
      const path = `/api/auth${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
      const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1]!, {} as Schema]));
      routes.push({ method, path, params, query: {}, body: method === 'POST' ? { type: 'object' } : undefined, ours: false });
    }
  }
  return routes;
}

const rawBodies = ['{', '[1,', '"', 'nul', '{"a":1}{', '[' .repeat(5_000), '{"__proto__":{"admin":true}}', '\u0000', '', ' '];
const contentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json',
  'application/jsonx',
];

interface Attempt {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

function fill(route: Route, known: KnownValues, malformedParams: boolean): string {
  let url = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const schema = route.params[name];
    if (malformedParams && chance(0.2)) return pick(badEscapes);
    const value = malformedParams ? String(nastyValue()) : String(plausible(schema, known));
    return enc(value).slice(0, 3000);
  });
  const query = Object.entries(route.query);
  const parts: string[] = [];
  for (const [name, schema] of query) {
    if (chance(0.2)) continue;
    const v = chance(0.5) ? plausible(schema, known) : nastyValue();
    parts.push(`${enc(name)}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`);
    if (chance(0.15)) parts.push(`${enc(name)}=again`); // repeated key becomes an array
  }
  if (chance(0.2)) parts.push(`${pick(['__proto__', 'constructor[prototype]', 'sort[]', 'x'])}=${enc(String(nastyValue()))}`);
  if (parts.length) url += `?${parts.join('&')}`;
  return url;
}

function attemptsFor(route: Route, known: KnownValues, auth: () => Record<string, string>): Attempt[] {
  const attempts: Attempt[] = [];
  const variants = route.body ? 28 : 12;
  for (let i = 0; i < variants; i++) {
    const headers: Record<string, string> = { ...auth() };
    const url = fill(route, known, Object.keys(route.params).length > 0 && chance(0.5));
    let payload: string | undefined;
    if (route.method !== 'GET' && route.method !== 'DELETE') {
      const roll = random();
      if (roll < 0.55) payload = JSON.stringify(mutate(plausible(route.body, known), route.body));
      else if (roll < 0.75) payload = pick(rawBodies);
      else payload = JSON.stringify(nastyValue());
      headers['content-type'] = chance(0.8) ? 'application/json' : pick(contentTypes);
    } else if (chance(0.1)) {
      // A body where none is expected.
      payload = JSON.stringify(nastyValue());
      headers['content-type'] = 'application/json';
    }
    attempts.push({ method: route.method, url, headers, payload });
  }
  return attempts;
}

let t: TestApp;
let known: KnownValues;
let user: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // Limits raised so fuzzed sign-ins and writes reach their handlers instead of stopping at 429.
  t = await createTestApp({
    seed: true,
    env: {
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_UP_RATE_LIMIT_PER_MINUTE: '100000',
      ORDER_RATE_LIMIT_PER_MINUTE: '100000',
      PAYMENT_RATE_LIMIT_PER_MINUTE: '100000',
      REVIEW_RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  user = await createUser(t);
  admin = await createUser(t, { admin: true });
  const products = (await t.app.inject({ method: 'GET', url: '/api/product' })).json() as { _id: string; minOrderQuantity: number }[];
  const ids = products.slice(0, 3).map((p) => p._id);
  // A real order too, so order and payment routes are fuzzed past "not found".
  const product = products[0]!;
  const order = await t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: user.auth,
    payload: {
      productId: product._id,
      totalQuantity: product.minOrderQuantity,
      address: '1 Test Street',
      phone: '5550100',
      userEmail: user.email,
      userName: user.name,
    },
  });
  const orderId = (order.json() as { insertedId?: string; _id?: string }).insertedId;
  known = {
    ids: [...ids, ...(orderId ? [orderId] : []), user.id, admin.id, '00000000-0000-4000-8000-000000000000'],
    emails: [user.email, admin.email, 'shopper@kerfline.test', 'nobody@example.com'],
  };
}, 120_000);
afterAll(() => t?.close());

describe('fuzzing every route', () => {
  it('answers at least 1000 malformed requests with no 5xx, and our routes in the one error shape', { timeout: 600_000 }, async () => {
    const routes = discoverRoutes(t);
    // Sanity: discovery really found both our routes and better-auth's.
    expect(routes.filter((r) => r.ours).length).toBeGreaterThanOrEqual(8);
    expect(routes.some((r) => r.path === '/api/auth/sign-in/email')).toBe(true);

    const authModes = [
      () => ({}),
      () => ({ authorization: `Bearer ${pick(['', 'x', 'null', 'a'.repeat(5000), user.token + 'x'])}` }),
      () => ({ authorization: pick(['Basic YTpi', 'Bearer', 'bearer  two spaces', user.token]) }),
      () => user.auth,
      () => admin.auth,
      () => ({ cookie: `better-auth.session_token=${pick(['x', user.token, '%%%'])}` }),
    ];
    const attempts: Attempt[] = [];
    for (let r = 0; r < rounds; r++) {
      for (const route of routes) attempts.push(...attemptsFor(route, known, () => pick(authModes)()));
      // Paths nobody declared, under /api and elsewhere.
      for (let i = 0; i < 40; i++) {
        attempts.push({
          method: pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const),
          url:
            pick(['/api/', '/api/auth/', '/', '/assets/', '/api/docs/']) +
            (chance(0.3) ? pick(badEscapes) : enc(String(nastyValue())).slice(0, 500)),
          headers: {},
        });
      }
    }
    expect(attempts.length).toBeGreaterThanOrEqual(1000);

    const failures: string[] = [];
    const byStatus = new Map<number, number>();
    for (const a of attempts) {
      const res = await t.app.inject({ method: a.method, url: a.url, headers: a.headers, payload: a.payload });
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      const where = `${a.method} ${a.url.slice(0, 200)} ${JSON.stringify(a.headers).slice(0, 120)} body=${(a.payload ?? '').slice(0, 200)}`;
      if (res.statusCode >= 500) {
        failures.push(`${res.statusCode} ${where} -> ${res.body.slice(0, 300)}`);
        continue;
      }
      const ours = a.url.startsWith('/api/') && !a.url.startsWith('/api/docs');
      if (ours && res.statusCode >= 400 && !errorBodySchema.safeParse(safeJson(res.body)).success) {
        failures.push(`${res.statusCode} not in the error shape: ${where} -> ${res.body.slice(0, 300)}`);
      }
    }
    console.log(
      `fuzz: seed ${seed}, ${attempts.length} requests over ${routes.length} routes; statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort((x, y) => x[0] - y[0])))}`,
    );
    expect(failures.slice(0, 20), `${failures.length} bad answers (seed ${seed})`).toEqual([]);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
