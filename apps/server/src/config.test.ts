import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a laptop: embedded database, demo data, sandbox payments', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, dataDir: './data', databaseUrl: undefined, logLevel: 'info', seedDemo: true });
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.allowSandboxPayments).toBe(true);
  });

  it('mails through SMTP_URL from MAIL_FROM, or by default writes .eml files from the PUBLIC_URL host', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com' }).mail).toMatchObject({
      smtpUrl: undefined,
      from: 'Kerfline <no-reply@shop.example.com>',
    });
    const c = loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'Shop <a@b.c>' });
    expect(c.mail).toMatchObject({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'Shop <a@b.c>' });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: expected smtp:\/\/host:port/);
    expect(loadConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
  });

  it('keeps prices in STORE_CURRENCY, USD unless set, and refuses a code that is not ISO 4217', () => {
    expect(loadConfig({}).currency).toBe('USD');
    expect(loadConfig({ STORE_CURRENCY: 'JPY' }).currency).toBe('JPY');
    expect(() => loadConfig({ STORE_CURRENCY: 'usd' })).toThrow(/STORE_CURRENCY: An ISO 4217 currency code/);
    expect(() => loadConfig({ STORE_CURRENCY: 'XYZ' })).toThrow(/STORE_CURRENCY: An ISO 4217 currency code/);
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

  it('hashes passwords at the real cost everywhere but the test suites', () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    for (const NODE_ENV of ['development', 'production']) {
      expect(() => loadConfig({ NODE_ENV, BETTER_AUTH_SECRET: 'x'.repeat(32), ALLOW_SANDBOX_PAYMENTS: 'true', PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST/);
    }
  });

  it('lets production run the sandbox only when explicitly allowed', () => {
    const c = loadConfig({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), ALLOW_SANDBOX_PAYMENTS: 'true' });
    expect(c.allowSandboxPayments).toBe(true);
    expect(c.seedDemo).toBe(false);
  });

  it('logs pretty lines to a terminal and JSON lines elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });

  it('refuses malformed values with the variable named', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-half' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('reads TRUST_PROXY as off, everyone, a hop count or proxy addresses, and refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['yes', 'nginx', '10.0.0.0/33', '10.0.0.1/8/8', '256.1.1.1', '127.0.0.1,', 'fd00::/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY: expected true, false, a hop count/);
    }
  });
});
