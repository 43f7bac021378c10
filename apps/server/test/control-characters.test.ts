// A NUL byte (or any control character) in a text field is a 400 naming the field, never a 500;
// line breaks are kept where people write paragraphs. And every string field of every route the
// app registers carries the contract's rule (its pattern in the OpenAPI document), so a new field
// cannot forget it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, multiLinePattern, singleLinePattern, textMessages } from '@store/contract';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';

let t: TestApp;
let user: TestUser;
let productId: string;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  user = await createUser(t);
  const products = (await t.app.inject({ url: '/api/product' })).json() as { _id: string; minOrderQuantity: number }[];
  productId = products[0]!._id;
});
afterAll(() => t.close());

const refusedField = (res: { statusCode: number; json(): unknown }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(errorBodySchema.parse(res.json()).error.fields?.[field]).toBe(textMessages.controlCharacters);
};

describe('a NUL byte in what people type', () => {
  it('review text: 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/review', headers: user.auth, payload: { ratings: 5, reviewContent: 'Great\u0000saw' } });
    refusedField(res, 'reviewContent');
  });

  it('profile name and address: 400 naming the field', async () => {
    let res = await t.app.inject({ method: 'PATCH', url: `/api/user/${user.id}`, headers: user.auth, payload: { name: 'Ann\u0000' } });
    refusedField(res, 'name');
    res = await t.app.inject({ method: 'PATCH', url: `/api/user/${user.id}`, headers: user.auth, payload: { name: 'Ann Lee', address: '1 Saw St\u0000' } });
    refusedField(res, 'address');
  });

  it('order address: 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/order',
      headers: user.auth,
      payload: { productId, totalQuantity: 100, address: '1 Saw St\u0000', phone: '5550100', userEmail: user.email },
    });
    refusedField(res, 'address');
  });

  it('sign-up and sign-in fields, the e-mail in a path and a query: 400', async () => {
    const signUp = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'N\u0000', email: 'n@example.com', password: 'secret-pw' } });
    refusedField(signUp, 'name');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: 'n\u0000@example.com', password: 'secret-pw' } });
    refusedField(signIn, 'email');
    expect((await t.app.inject({ url: `/api/admin/a%00b@example.com`, headers: user.auth })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/user-data?email=a%00b@example.com`, headers: user.auth })).statusCode).toBe(400);
  });

  it('keeps line breaks in a review and an address, and the text arrives as sent', async () => {
    const text = 'Cuts clean.\nWould buy again.';
    const res = await t.app.inject({ method: 'POST', url: '/api/review', headers: user.auth, payload: { ratings: '4', reviewContent: text } });
    expect(res.statusCode).toBe(201);
    const reviews = (await t.app.inject({ url: '/api/review' })).json() as { reviewContent: string }[];
    expect(reviews.map((r) => r.reviewContent)).toContain(text);
  });
});

type JsonSchema = {
  type?: string | string[];
  pattern?: string;
  allOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
};

/** Every string schema in `schema` without the rule, as dotted paths. */
function unguardedStrings(schema: JsonSchema | undefined, path: string, out: string[]): string[] {
  if (!schema) return out;
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) unguardedStrings(alt, path, out);
  for (const [name, child] of Object.entries(schema.properties ?? {})) unguardedStrings(child, `${path}.${name}`, out);
  if (typeof schema.additionalProperties === 'object') unguardedStrings(schema.additionalProperties, `${path}.*`, out);
  if (schema.items) unguardedStrings(schema.items, `${path}[]`, out);
  const types = [schema.type].flat();
  if (!types.includes('string') || schema.enum || schema.const !== undefined || schema.format === 'uuid') return out;
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)];
  if (!patterns.includes(singleLinePattern.source) && !patterns.includes(multiLinePattern.source)) out.push(path);
  return out;
}

describe('every string a route takes', () => {
  it('refuses control characters (the contract’s pattern is on every body, query and path string)', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: JsonSchema }[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>>;
    };
    const missing: string[] = [];
    let strings = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const p of op.parameters ?? []) {
          if (p.in === 'header') continue; // HTTP itself refuses control characters in headers
          if ([p.schema.type].flat().includes('string')) strings++;
          unguardedStrings(p.schema, `${where} ${p.in}.${p.name}`, missing);
        }
        const body = op.requestBody?.content?.['application/json']?.schema;
        strings += JSON.stringify(body ?? {}).split('"string"').length - 1;
        unguardedStrings(body, `${where} body`, missing);
      }
    }
    expect(strings).toBeGreaterThan(30); // the walk really saw the store's fields
    expect(missing).toEqual([]);
  });
});
