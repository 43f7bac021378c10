// buildApp assembles the whole server from a config and an open database; main.ts listens, tests
// call app.inject(). Modules register under /api and never import each other's routes.
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { drainingPlugin } from './http/draining';
import { registerErrorHandler, sendFrameworkError } from './http/error-handler';
import { registerWebApp } from './http/web-app';
import { securityPlugin } from './http/security';
import { userRateLimitPlugin } from './http/rate-limit';
import { defaultWebDist } from './paths';
import { createAuth } from './modules/auth/auth';
import { resolveAuthSecret } from './modules/auth/auth-secret';
import { authRoutes } from './modules/auth/auth-routes';
import { currentUserPlugin } from './modules/auth/current-user';
import { serializeRequest } from './modules/auth/log-redaction';
import { healthRoutes } from './modules/health/health-routes';
import { orderRoutes } from './modules/orders/order-routes';
import { paymentRoutes } from './modules/payments/payment-routes';
import { createPaymentProvider } from './payments/create-payment-provider';
import { productRoutes } from './modules/products/product-routes';
import { reviewRoutes } from './modules/reviews/review-routes';
import { userRoutes } from './modules/users/user-routes';

export interface AppDeps {
  config: Config;
  database: Database;
}

export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
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
            serializers: { req: serializeRequest },
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendFrameworkError,
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
    log: app.log,
  });

  await app.register(securityPlugin, {
    publicUrl: config.publicUrl,
    corsOrigins: config.corsOrigins,
    stripe: Boolean(config.stripe),
  });
  await app.register(drainingPlugin);
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Kerfline store API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(currentUserPlugin, { auth });
  await app.register(userRateLimitPlugin, {
    db,
    rules: {
      orders: { max: config.rateLimits.ordersPerMinute, windowSeconds: 60 },
      paymentIntents: { max: config.rateLimits.paymentIntentsPerMinute, windowSeconds: 60 },
      reviews: { max: config.rateLimits.reviewsPerMinute, windowSeconds: 60 },
    },
  });
  await app.register(authRoutes, { googleConfigured: Boolean(config.google) });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(productRoutes, { db, cacheTtlMs: config.productCacheTtlMs });
      await api.register(reviewRoutes, { db });
      const payments = createPaymentProvider(config, db);
      await api.register(orderRoutes, { db, payments, orderTtlMinutes: config.orderTtlMinutes });
      await api.register(paymentRoutes, { db, payments, orderTtlMinutes: config.orderTtlMinutes });
      await api.register(userRoutes, { db });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist ?? defaultWebDist);
  return app;
}
