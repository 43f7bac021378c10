// A public page named by a path parameter from a fixed list (a legal page's slug, a page-texts
// page): the route's schema allows only the list's names, but an unknown name is an unknown page.
import type { FastifyRequest } from 'fastify';
import { singleLinePattern } from '@store/contract';
import { notFound } from './errors';

/**
 * The name the path parameter `param` holds, as the schema validated it. A name outside the list is
 * a 404 with `missing` (like any unknown page); one with control characters stays a bad request
 * (400), and so does any other validation error (a query's, a body's).
 */
export function namedPage<T extends string>(request: FastifyRequest, param: string, missing: string): T {
  const invalid = request.validationError;
  if (invalid) {
    const name = (request.params as Record<string, unknown>)[param];
    const inPath = (invalid as { validationContext?: string }).validationContext === 'params';
    if (inPath && typeof name === 'string' && singleLinePattern.test(name)) throw notFound(missing);
    throw invalid;
  }
  return (request.params as Record<string, T>)[param]!;
}
