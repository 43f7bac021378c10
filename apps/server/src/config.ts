// The one place that reads process.env. Parsed once with zod; a bad value stops start-up with a
// list of what is wrong instead of failing later in some corner.
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { brandName, currencyCode, limits } from '@store/contract';

/**
 * Two connections per core, at most 10: a database runs about two queries per core at once, and
 * more connections only make them take turns (on 2 cores, 10 connections nearly doubled a search's p99:
 * bench/results.md). The cores counted are this machine's, which are the database's when both share
 * it; behind a load balancer, size the pools so that together they are about twice the database's
 * cores.
 */
function defaultPoolSize(): number {
  return Math.min(10, 2 * os.availableParallelism());
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z
  .string()
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** The names @fastify/proxy-addr knows for common ranges (loopback: 127.0.0.1/8 and ::1). */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);
/** An IP address, an address/prefix-length range, or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which peers may tell us the client's address in X-Forwarded-For (Fastify's `trustProxy`):
 * - `false`/empty/`0`: none, the connection's address counts;
 * - `true`: every peer, so the LEFT-MOST address counts, which the client itself can write;
 *   safe only when the proxy in front overwrites the header instead of appending to it;
 * - a hop count (`1`, `2`): that many proxies, counted from the right, whatever their address;
 *   safe only when nothing can reach the store except through them;
 * - addresses/ranges (`127.0.0.1`, `10.0.0.0/8,127.0.0.1`): the proxies by address; the first
 *   address from the right that is not one of them is the client. The safest choice.
 */
const trustProxy = z.string().transform((raw, ctx): boolean | number | string[] => {
  const v = raw.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v) === 0 ? false : Number(v);
  const entries = v.split(',').map((s) => s.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `expected true, false, a hop count (1, 2) or proxy addresses and ranges separated by commas (127.0.0.1,10.0.0.0/8); not an address: ${bad.join(', ')}`,
  });
  return z.NEVER;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin of the store, used for sign-in redirects and cookies. */
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  // Empty means unset: the embedded database.
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Connections per process on a PostgreSQL server (defaultPoolSize). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(defaultPoolSize()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** json: one JSON object a line, for machines; pretty: short coloured lines for a person. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** Load demo products, reviews and accounts into an empty embedded database. */
  SEED_DEMO: bool.optional(),
  WEB_DIST: z.string().optional(),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: list.default([]),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.url().default('https://accounts.google.com'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Where the Stripe SDK sends its calls; tests point it at a local stand-in. */
  STRIPE_API_URL: z.url().optional(),
  /** The sandbox card provider is refused in production unless this says so. */
  ALLOW_SANDBOX_PAYMENTS: bool.default(false),
  /** Minutes an unpaid order holds its stock before it expires (docs/decisions, stock reservation). */
  ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  CORS_ORIGINS: list.default([]),
  /**
   * Rate limits (never off: at least 1). Sign-in is per client address; the others per signed-in
   * user. Benchmarks and load checks raise them; production keeps the defaults.
   */
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  SIGN_UP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESET_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3),
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PAYMENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  REVIEW_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3),
  /** How long the product list may be served from memory before it is read again; 0 = never cached. */
  PRODUCT_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2_000),
  /**
   * The store's one currency (ISO 4217): prices are kept as integer minor units of it. Chosen when
   * the store opens; changing it later does not convert the prices already kept.
   */
  STORE_CURRENCY: currencyCode.default('USD'),
  /**
   * The seller on every invoice: name, address lines separated by "|", country (ISO 3166-1) and,
   * where registered, VAT number. The defaults are the demo store's.
   */
  SELLER_NAME: z.string().trim().min(1).max(200).default('Kerfline Tools Inc.'),
  SELLER_ADDRESS: z.string().trim().min(1).max(500).default('100 Sawmill Road|Portland, OR 97209'),
  SELLER_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'An ISO 3166-1 country code, e.g. US').default('US'),
  SELLER_VAT_NUMBER: z
    .string()
    .trim()
    .max(20)
    .optional()
    .transform((v) => v || undefined),
  /** A live product with this many units or fewer is flagged "low stock" to admins. */
  LOW_STOCK_THRESHOLD: z.coerce.number().int().min(0).max(1_000_000).default(limits.lowStockThreshold),
  /** Where uploaded product images are kept (default DATA_DIR/media); instances behind one balancer share it. */
  MEDIA_DIR: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** Behind a load balancer: whose X-Forwarded-For to believe for client addresses (rate limits, logs). */
  TRUST_PROXY: trustProxy.default(false),
  /** smtp(s)://user:pass@host:port; unset: mails are written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(z.url({ protocol: /^smtps?$/, error: 'expected smtp://host:port or smtps://host:port' }).optional()),
  /** The From of every mail; default: the shop's name at no-reply@ the PUBLIC_URL's host. */
  MAIL_FROM: z.string().optional(),
  /** How often each instance looks for mail to send, and the first retry's delay (doubling up to an hour). */
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(2_000),
  MAIL_RETRY_MS: z.coerce.number().int().min(10).max(3_600_000).default(30_000),
  /** On SIGTERM: how long to keep accepting (health says 503) so a load balancer can stop routing here. */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  /** Then: how long in-flight requests may take before open connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** `test`: cheaper password hashes for the test suites only (refused unless NODE_ENV=test). */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  /** PUBLIC_URL as set: pages' canonical URLs; unset, each request's own origin is used. */
  canonicalOrigin: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: Env['LOG_LEVEL'];
  logFormat: 'json' | 'pretty';
  seedDemo: boolean;
  webDist: string | undefined;
  authSecret: string | undefined;
  adminEmails: string[];
  google: { clientId: string; clientSecret: string; issuerUrl: string } | undefined;
  stripe:
    | { secretKey: string; publishableKey: string; webhookSecret: string | undefined; apiUrl: string | undefined }
    | undefined;
  allowSandboxPayments: boolean;
  orderTtlMinutes: number;
  lowStockThreshold: number;
  /** ISO 4217 code of every price the store keeps, shows and charges. */
  currency: string;
  /** The seller as invoices name it. */
  seller: { name: string; addressLines: string[]; country: string; vatNumber?: string };
  corsOrigins: string[];
  rateLimits: { signInPerMinute: number; signUpPerMinute: number; passwordResetPerMinute: number; ordersPerMinute: number; paymentIntentsPerMinute: number; reviewsPerMinute: number };
  productCacheTtlMs: number;
  mediaDir: string;
  /** false, true (everyone: unsafe unless the proxy overwrites the header), a hop count, or proxy addresses/ranges. */
  trustProxy: boolean | number | string[];
  shutdownDelayMs: number;
  shutdownTimeoutMs: number;
  passwordHashCost: Env['PASSWORD_HASH_COST'];
  mail: { smtpUrl: string | undefined; from: string; pollMs: number; retryBaseMs: number };
}

export class ConfigError extends Error {}

/** `stdoutIsTerminal` picks the default LOG_FORMAT: pretty for a person, JSON for a pipe or a file. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, stdoutIsTerminal = Boolean(process.stdout.isTTY)): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  const embedded = !e.DATABASE_URL;
  const production = e.NODE_ENV === 'production';
  if (production && !e.BETTER_AUTH_SECRET) problems.push('  BETTER_AUTH_SECRET: required in production (32+ characters)');
  if ((e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) || (!e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET))
    problems.push('  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both or neither');
  if (e.STRIPE_SECRET_KEY && !e.STRIPE_PUBLISHABLE_KEY)
    problems.push('  STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY');
  if (production && !e.STRIPE_SECRET_KEY && !e.ALLOW_SANDBOX_PAYMENTS)
    problems.push(
      '  STRIPE_SECRET_KEY: required in production; the sandbox card provider takes no real money (set ALLOW_SANDBOX_PAYMENTS=true to run it anyway)',
    );
  if (production && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
    problems.push('  STRIPE_WEBHOOK_SECRET: required in production with Stripe, so payments are confirmed even when the browser never returns');
  if (e.SEED_DEMO && production)
    problems.push('  SEED_DEMO: demo accounts with published passwords are never created in production');
  if (e.PASSWORD_HASH_COST === 'test' && e.NODE_ENV !== 'test')
    problems.push('  PASSWORD_HASH_COST: `test` weakens every password hash and is only for NODE_ENV=test');
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    canonicalOrigin: e.PUBLIC_URL && new URL(e.PUBLIC_URL).origin,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (stdoutIsTerminal ? 'pretty' : 'json'),
    // Demo data by default only on the embedded database outside production: a server database is
    // someone's real store, and production never gets accounts whose passwords are published.
    seedDemo: e.SEED_DEMO ?? (embedded && !production),
    webDist: e.WEB_DIST,
    authSecret: e.BETTER_AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS.map((m) => m.toLowerCase()),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuerUrl: e.GOOGLE_ISSUER_URL }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS || !production,
    orderTtlMinutes: e.ORDER_TTL_MINUTES,
    lowStockThreshold: e.LOW_STOCK_THRESHOLD,
    currency: e.STORE_CURRENCY,
    seller: {
      name: e.SELLER_NAME,
      addressLines: e.SELLER_ADDRESS.split('|').map((l) => l.trim()).filter(Boolean),
      country: e.SELLER_COUNTRY,
      ...(e.SELLER_VAT_NUMBER && { vatNumber: e.SELLER_VAT_NUMBER }),
    },
    corsOrigins: e.CORS_ORIGINS,
    rateLimits: {
      signInPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
      signUpPerMinute: e.SIGN_UP_RATE_LIMIT_PER_MINUTE,
      passwordResetPerMinute: e.PASSWORD_RESET_RATE_LIMIT_PER_MINUTE,
      ordersPerMinute: e.ORDER_RATE_LIMIT_PER_MINUTE,
      paymentIntentsPerMinute: e.PAYMENT_RATE_LIMIT_PER_MINUTE,
      reviewsPerMinute: e.REVIEW_RATE_LIMIT_PER_MINUTE,
    },
    productCacheTtlMs: e.PRODUCT_CACHE_TTL_MS,
    mediaDir: e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media'),
    trustProxy: e.TRUST_PROXY,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    passwordHashCost: e.PASSWORD_HASH_COST,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${brandName} <no-reply@${new URL(publicUrl).hostname}>`,
      pollMs: e.MAIL_POLL_MS,
      retryBaseMs: e.MAIL_RETRY_MS,
    },
  };
}
