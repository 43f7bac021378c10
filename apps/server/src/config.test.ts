import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a laptop: embedded database, demo data, sandbox payments', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, logLevel: 'info', seedDemo: true });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.allowSandboxPayments).toBe(true);
  });

  it('never seeds demo accounts on a PostgreSQL server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('lists every problem of a production configuration at once', () => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('BETTER_AUTH_SECRET');
    expect(message).toContain('STRIPE_SECRET_KEY');
    expect(message).toContain('SEED_DEMO');
  });

  it('lets production run the sandbox only when explicitly allowed', () => {
    const c = loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(c.allowSandboxPayments).toBe(true);
    expect(c.seedDemo).toBe(false);
  });

  it('refuses malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-half' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});
