// Serves the built web app: hashed assets cached forever, pages never cached. A page path
// (/products, /dashboard/...) is answered by `sendPage` (the pages module: rendered on the server)
// or, without it, with index.html (history fallback); other paths get the page too, with 404.
// Page paths are routes of their own (the contract's pagePaths): a page is found by the router,
// not after a failed lookup, and skips @fastify/compress (the pages module sends bytes compressed
// once per render).
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isPagePath, pagePaths } from '@store/contract';
import { errorBody } from './error-handler';

/** Answers a page request (status included); http/ never imports the module that renders pages. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => void | Promise<void>;

export async function registerWebApp(app: FastifyInstance, webDist: string, sendPage?: PageHandler) {
  const indexFile = path.join(webDist, 'index.html');
  const hasWebApp = fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The server's own rendering code (dist/ssr/) is never sent.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        const policy = hashed
          ? 'public, max-age=31536000, immutable'
          : filePath.endsWith('.html')
            ? 'no-cache' // always revalidated, so a deploy is seen at once
            : 'public, max-age=3600';
        res.header('cache-control', policy);
      },
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: only the API is served (run npm run build)');
  }

  if (hasWebApp && sendPage) {
    for (const url of pagePaths) {
      app.get(url, { schema: { hide: true }, compress: false }, sendPage);
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      request.url !== '/api' &&
      !path.extname(request.url.split('?')[0]!);
    if (wantsPage && sendPage) return sendPage(request, reply);
    if (wantsPage) {
      // A path no page matches still gets the app (it shows Page Not Found) but with a 404 status.
      const status = isPagePath(request.url.split('?')[0]!) ? 200 : 404;
      return reply.status(status).type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
