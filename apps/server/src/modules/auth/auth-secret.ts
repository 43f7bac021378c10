import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs session cookies. Production must configure BETTER_AUTH_SECRET (config.ts
 * enforces it); elsewhere one is generated once and kept in DATA_DIR, so sessions survive restarts.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string | undefined): string {
  if (configured) return configured;
  if (!dataDir || dataDir.startsWith('memory://')) return crypto.randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
