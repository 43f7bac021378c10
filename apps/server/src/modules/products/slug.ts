import crypto from 'node:crypto';

/** A slug made unique when the plain one is taken. */
export const withSuffix = (slug: string) => `${slug}-${crypto.randomBytes(3).toString('hex')}`;
