// buildApp assembles the whole server from a config and an open database; main.ts listens, tests
// call app.inject(). It is the composition root: it picks the card provider, makes the app's
// product catalogue and hands each module what it needs. Modules register under /api and reach
// each other only through their index.ts (docs/architecture.md).
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { PageRendererModule } from '@store/contract';
import { languagePathPrefix } from '@store/contract/market-paths';
import type { Config } from './config';
import type { Database } from './db/client';
import { drainingPlugin } from './http/draining';
import { registerErrorHandler, sendClientError, sendFrameworkError } from './http/error-handler';
import { serializeError } from './http/log-safety';
import { originCheckPlugin } from './http/origin-check';
import { registerOpenApi } from './http/openapi';
import { requestIdGenerator } from './http/request-id';
import { requestLoggerFactory } from './http/request-logger';
import { OneLinePerRequest } from './http/request-log';
import { registerWebApp } from './http/web-app';
import { securityPlugin } from './http/security';
import { userRateLimitPlugin } from './http/rate-limit';
import { defaultWebDist } from './paths';
import { authRoutes, createAuth, currentUserPlugin, passwordResetResolver, redactUrl, resolveAuthSecret, serializeRequest } from './modules/auth';
import { cartRoutes } from './modules/cart';
import { healthRoutes } from './modules/health';
import { mailPlugin } from './modules/mail';
import { adminOrderRoutes, checkoutRoutes, orderExpiryJob, orderMediaInUse, orderRoutes, type OrderDeps } from './modules/orders';
import { auditRoutes } from './modules/audit';
import { invoiceAttachments, invoiceRoutes } from './modules/invoices';
import { listMarkets, marketAdminRoutes, marketCataloguePrices, marketCatalogueRefresh, marketRoutes } from './modules/markets';
import { legalRoutes } from './modules/legal';
import { pageTextRoutes } from './modules/page-texts';
import { overviewRoutes } from './modules/overview';
import { createPaymentProvider, paymentRoutes } from './modules/payments';
import { mediaFileRoutes, mediaSweepPlugin, productImageRoutes } from './modules/media';
import { adminProductRoutes, catalogueCsvRoutes, categoryRoutes, mediaInUse, productCatalogPlugin, productRoutes, translationRoutes } from './modules/products';
import { createPageSender, sitemapRoutes } from './modules/pages';
import { reviewChangesPlugin, reviewRoutes } from './modules/reviews';
import { mailLanguageOf, userRoutes } from './modules/users';
import { terminalLogOptions } from './terminal-log';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: NodeJS.WritableStream;
  /** The web app's server entry (tests pass its source); default: the build's, found beside WEB_DIST. */
  pageRenderer?: PageRendererModule;
}

export async function buildApp({ config, database, logDestination, pageRenderer }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Credentials never reach a log line.
            redact: {
              paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
              censor: '[redacted]',
            },
            // Errors lose their query parameters, tokens and cookies on the way (http/log-safety.ts).
            serializers: { req: serializeRequest, err: serializeError, error: serializeError },
            // A person at a terminal gets short readable lines; everything else gets JSON lines.
            ...(config.logFormat === 'pretty'
              ? terminalLogOptions(logDestination)
              : logDestination && { stream: logDestination }),
          },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Fastify's default is no limit: a client trickling its request in would hold a connection
    // for ever. Bodies are at most 1 MB; 30 s is plenty on a slow phone connection.
    requestTimeout: 30_000,
    requestIdHeader: false,
    genReqId: requestIdGenerator(),
    childLoggerFactory: requestLoggerFactory,
    // One line per request instead of Fastify's two (http/request-log.ts).
    logController: new OneLinePerRequest(redactUrl),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
    clientErrorHandler: sendClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const { db } = database;
  const auth = createAuth({
    db,
    secret: resolveAuthSecret(config.authSecret, config.databaseUrl ? undefined : config.dataDir),
    publicUrl: config.publicUrl,
    trustedOrigins: config.corsOrigins,
    adminEmails: config.adminEmails,
    google: config.google,
    signInPerMinute: config.rateLimits.signInPerMinute,
    signUpPerMinute: config.rateLimits.signUpPerMinute,
    passwordResetPerMinute: config.rateLimits.passwordResetPerMinute,
    passwordHashCost: config.passwordHashCost,
    log: app.log,
  });

  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    stripe: Boolean(config.stripe),
  });
  await app.register(originCheckPlugin, { allowedOrigins: [config.publicUrl, ...config.corsOrigins] });
  await app.register(drainingPlugin);
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerOpenApi(app, { publicUrl: config.publicUrl });
  await app.register(currentUserPlugin, { auth });
  await app.register(userRateLimitPlugin, {
    db,
    rules: {
      orders: { max: config.rateLimits.ordersPerMinute, windowSeconds: 60 },
      paymentIntents: { max: config.rateLimits.paymentIntentsPerMinute, windowSeconds: 60 },
      reviews: { max: config.rateLimits.reviewsPerMinute, windowSeconds: 60 },
    },
  });
  // This instance's mail sender: the outbox is sent beside the requests, never in them.
  await app.register(mailPlugin, {
    db,
    settings: { ...config.mail, dataDir: config.dataDir, publicUrl: config.publicUrl },
    resolvePasswordReset: passwordResetResolver(db, config.publicUrl),
    attachmentsFor: invoiceAttachments(db),
    languageOf: (email) => mailLanguageOf(db, email),
    // A mail's links open the store's pages in its language (where a market offers it).
    pagePrefixOf: async (language) => languagePathPrefix(await listMarkets(db), language),
  });
  await app.register(authRoutes, { googleConfigured: Boolean(config.google), database, db });
  // The product list cache belongs to this app (app.productCatalog), never to the process. Public
  // reads asking for a country are priced in its market by the markets module (injected: it reads
  // the products module, so the products module cannot import it).
  await app.register(productCatalogPlugin, { cacheTtlMs: config.productCacheTtlMs, currency: config.currency, pricing: marketCataloguePrices(db, config.currency) });
  await app.register(reviewChangesPlugin);

  const payments = createPaymentProvider(config, db);
  const orders: OrderDeps = {
    db,
    payments,
    catalog: app.productCatalog,
    ttlMs: config.orderTtlMinutes * 60_000,
    currency: config.currency,
    seller: config.seller,
    log: app.log,
  };
  await app.register(orderExpiryJob, { orders });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(productRoutes, { db });
      await api.register(categoryRoutes, { db });
      await api.register(translationRoutes, { db });
      await api.register(adminProductRoutes, { db, lowStockThreshold: config.lowStockThreshold });
      await api.register(catalogueCsvRoutes, { db });
      await api.register(productImageRoutes, { mediaDir: config.mediaDir });
      await api.register(reviewRoutes, { db });
      await api.register(cartRoutes, { db });
      await api.register(orderRoutes, { orders });
      await api.register(checkoutRoutes, { orders });
      await api.register(adminOrderRoutes, { orders });
      await api.register(auditRoutes, { db });
      await api.register(marketRoutes, { db });
      // Before the admin routes: their price writes drop the catalogue's priced pages once committed.
      await api.register(marketCatalogueRefresh, { catalog: app.productCatalog });
      await api.register(marketAdminRoutes, { db });
      await api.register(legalRoutes, { db });
      await api.register(pageTextRoutes, { db });
      await api.register(invoiceRoutes, { db });
      await api.register(overviewRoutes, { db, lowStockThreshold: config.lowStockThreshold, currency: config.currency });
      await api.register(paymentRoutes, { payments, orders });
      await api.register(userRoutes, { db, orderTtlMs: orders.ttlMs });
    },
    { prefix: '/api' },
  );

  await app.register(mediaFileRoutes, { mediaDir: config.mediaDir });
  // Files of pictures that neither a product nor an order names go after a week, in the background.
  await app.register(mediaSweepPlugin, {
    mediaDir: config.mediaDir,
    namedBy: [(hashes) => mediaInUse(db, hashes), (hashes) => orderMediaInUse(db, hashes)],
  });
  await app.register(sitemapRoutes, { db, canonicalOrigin: config.canonicalOrigin });
  const webDist = config.webDist ?? defaultWebDist;
  // Public pages rendered on the server; their cache lives as long as the product list's.
  const sendPage = await createPageSender(app, {
    db,
    webDist,
    canonicalOrigin: config.canonicalOrigin,
    maxAgeMs: config.productCacheTtlMs,
    renderer: pageRenderer,
  });
  await registerWebApp(app, webDist, sendPage);
  return app;
}

/**
 * Fastify takes booleans and address lists as they are, but ignores a bare hop count (it cannot
 * check who the nearest peer is); TRUST_PROXY=1 means it, so a count becomes a function that
 * trusts that many hops from the right. config.ts and the README say when a count is safe.
 */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
