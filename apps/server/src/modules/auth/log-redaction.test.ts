import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('replaces credentials in the query and keeps everything else', () => {
    expect(redactUrl('/api/auth/callback/google?code=abc123&state=xyz&iss=http%3A%2F%2Fidp')).toBe(
      '/api/auth/callback/google?code=%5Bredacted%5D&state=%5Bredacted%5D&iss=http%3A%2F%2Fidp',
    );
    expect(redactUrl('/api/auth/verify-email?TOKEN=t0k3n')).not.toContain('t0k3n');
  });

  it('leaves URLs without secrets untouched', () => {
    expect(redactUrl('/api/product')).toBe('/api/product');
    expect(redactUrl('/api/user-data?email=a%40b.co')).toBe('/api/user-data?email=a%40b.co');
  });
});
