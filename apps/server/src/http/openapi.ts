// The OpenAPI document at /api/docs (JSON at /api/docs/json): the contract's public face, built from
// the route schemas so it cannot drift from what the server checks. One transform gives every
// operation what a client generator needs, so routes do not repeat it:
// - a stable operationId from method and path (`GET /api/product/:id` -> getProductById) unless the
//   route names one;
// - its security: a session (bearer token or better-auth's cookie) where the route declares
//   `security` (every route with `config.access` does: modules/auth/current-user.ts), explicitly
//   none elsewhere;
// - the one error shape for what it can answer: 400 with params, query or body; 401 and 403 with
//   security; 500 always; 503 unless the route says `config: { usesDatabase: false }`; routes add
//   the rest (404, 409, 429) where they can happen.
// A response schema of `z.null()` means "no body" (a redirect). Paths that differ only in a
// parameter's name (the original app's PUT /user/{email} and PATCH /user/{id}) share one name in the document.
import type { FastifyInstance, FastifySchema } from 'fastify';
import fastifySwagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandName, errorBodySchema } from '@store/contract';
import type {} from './route-config';

/** better-auth's session cookie; its value is the session token plus a signature. */
const SESSION_COOKIE = 'better-auth.session_token';

const errorDescriptions: Record<string, string> = {
  400: 'Bad input; `fields` names each bad field',
  401: 'Not signed in, or the session ended',
  402: 'The card provider refused the payment',
  403: 'Signed in, but not allowed to do this',
  404: 'Absent, or not yours',
  409: 'Conflicts with the current state (out of stock, already paid...)',
  429: 'Too many requests; try again after Retry-After seconds',
  500: 'Something went wrong on our side',
  503: 'A service this needs is not answering; try again shortly',
};

type Json = Record<string, unknown>;
type RouteSchema = FastifySchema & { hide?: boolean; operationId?: string };

/** `POST /api/auth/sign-in/email` -> postAuthSignInEmail; `GET /api/product/:id` -> getProductById. */
export function operationIdFor(methods: string | string[], url: string): string {
  const words = [methods].flat().map((m) => m.toLowerCase()).join('-or-').split('-');
  for (const segment of url.replace(/^\/api(?=\/)/, '').split('/')) {
    if (segment.startsWith(':')) words.push('by', segment.slice(1));
    else words.push(...segment.split(/[^A-Za-z0-9]+/));
  }
  const [first = '', ...rest] = words.filter(Boolean);
  return first + rest.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

const successDescriptions: Record<string, string> = { 200: 'OK', 201: 'Created' };

const jsonResponse = (description: string, schema: unknown) => ({ description, content: { 'application/json': { schema } } });

const documentRoute: SwaggerTransform<RouteSchema> = (document) => {
  const { schema, route } = document;
  if (!schema || schema.hide) return jsonSchemaTransform(document);
  // config.access counts too: a guarded route is never documented as public, even if it were
  // registered where the guard's hook does not reach (route-access.test.ts would then catch it).
  const secured = Boolean(schema.security?.length) || Boolean(route.config?.access);
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  const expected = [
    ...(schema.params || schema.querystring || schema.body || schema.headers ? ['400'] : []),
    ...(secured ? ['401', '403'] : []),
    '500',
    // An unreachable database is a 503 on every route that asks it.
    ...(route.config?.usesDatabase === false ? [] : ['503']),
  ];
  for (const status of expected) response[status] ??= errorBodySchema;
  for (const [status, value] of Object.entries(response)) {
    if (value === errorBodySchema) response[status] = jsonResponse(errorDescriptions[status] ?? 'Failed', value);
    else if (status.startsWith('2') && value instanceof z.ZodType && !value.description) {
      response[status] = jsonResponse(successDescriptions[status] ?? 'Success', value);
    }
  }
  const result = jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      operationId: schema.operationId ?? operationIdFor(route.method, route.url),
      // Every route that needs a session takes it either way: the accessToken, or the cookie.
      security: secured ? [{ bearer: [] }, { cookie: [] }] : [],
      response,
    },
  });
  const converted = result.schema.response as Record<string, Json> | undefined;
  for (const [status, json] of Object.entries(converted ?? {})) {
    // zod writes z.null() as a nullable type allowing only null; here it means "no body".
    if (Array.isArray(json.enum) && json.enum.length === 1 && json.enum[0] === null) {
      converted![status] = { type: 'null', description: json.description, ...(json.headers ? { headers: json.headers } : {}) };
    }
  }
  return result;
};

interface Operation {
  parameters?: { in: string; name: string; description?: string }[];
}
type PathItem = Record<string, Operation>;

const paramNames = (path: string) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);

/**
 * OpenAPI sees `/user/{email}` and `/user/{id}` as one path (the router tells them apart by method).
 * Such paths become one, whose parameter is named after all of them (`{emailOrId}`); each
 * operation's parameter description says which one it takes.
 */
export function mergePathsDifferingInParamNames(paths: Record<string, PathItem>): Record<string, PathItem> {
  const byShape = new Map<string, string[]>();
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    byShape.set(shape, [...(byShape.get(shape) ?? []), path]);
  }
  const merged: Record<string, PathItem> = {};
  for (const [shape, members] of byShape) {
    if (members.length === 1) {
      merged[members[0]!] = paths[members[0]!]!;
      continue;
    }
    const names = members.map(paramNames);
    const joined = names[0]!.map((_, i) =>
      [...new Set(names.map((n) => n[i]!))].map((n, k) => (k ? n[0]!.toUpperCase() + n.slice(1) : n)).join('Or'),
    );
    let position = 0;
    const path = shape.replace(/\{\}/g, () => `{${joined[position++]}}`);
    const item: PathItem = {};
    members.forEach((member, m) => {
      for (const [method, operation] of Object.entries(paths[member]!)) {
        if (item[method]) throw new Error(`OpenAPI: ${method.toUpperCase()} ${member} clashes with another ${path}`);
        const own = names[m]!;
        item[method] = {
          ...operation,
          parameters: operation.parameters?.map((p) =>
            p.in === 'path' && own.includes(p.name)
              ? { ...p, name: joined[own.indexOf(p.name)]!, description: `This operation's {${p.name}}: ${p.description ?? p.name}` }
              : p,
          ),
        };
      }
    });
    merged[path] = item;
  }
  return merged;
}

/** Component schemas nothing refers to (zod's registry yields an input and an output of each). */
function withoutUnusedSchemas(document: Json & { components?: { schemas?: Record<string, unknown> } }) {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
        const name = child.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(child);
    }
  };
  visit(document.paths);
  for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
}

const finishDocument: SwaggerTransformObject = (document) => {
  const result = jsonSchemaTransformObject(document) as Json & { paths?: Record<string, PathItem> };
  result.paths = mergePathsDifferingInParamNames(result.paths ?? {});
  withoutUnusedSchemas(result);
  return result;
};

export async function registerOpenApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${brandName} store API`,
        version: '1.0.0',
        description:
          `The API of the ${brandName} store. ` +
          'Every failure answers `{"error": {"code", "message", "fields"?}}`. ' +
          'A signed-in caller sends the session token as a bearer token (the web app keeps it as `accessToken`); ' +
          `the browser's session cookie (${SESSION_COOKIE}) works too. /api/auth is the identity provider (better-auth): ` +
          'only the calls listed here are served.',
        // The footer's legal links all point to the home page.
        license: { name: 'Proprietary; see the terms of use', url: new URL('/', publicUrl).href },
      },
      servers: [{ url: publicUrl, description: 'This store' }],
      tags: [
        { name: 'auth', description: 'Signing in and out (e-mail and password, Google)' },
        { name: 'products', description: 'The catalogue' },
        { name: 'reviews', description: 'Customer reviews' },
        { name: 'orders', description: 'Placing, listing and deleting orders' },
        { name: 'payments', description: 'Paying for an order by card' },
        { name: 'markets', description: 'Where the store sells: currencies, tax display, countries' },
        { name: 'users', description: 'Accounts, profiles and admins' },
        { name: 'health', description: 'For load balancers' },
      ],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token (sign-in answers it; the original app calls it accessToken)' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie sign-in sets in a browser' },
        },
      },
    },
    transform: documentRoute,
    transformObject: finishDocument,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
