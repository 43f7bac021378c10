// Every back-office write of this module: the change and its audit entry in one transaction, so both
// commit or neither (modules/audit). What shoppers read of these tables is not cached on the server:
// `GET /api/markets` is only cached by browsers and proxies for a minute (cache-control max-age=60),
// and prices, tax and shipping are read from the tables on each request, so a change is live once
// committed (and at most a minute later for the market list).
import { errorBodySchema } from '@store/contract';
import type { Db } from '../../db/client';
import { recordAudit, type AuditActor, type AuditRecord } from '../audit';

export async function auditedWrite<T>(db: Db, actor: AuditActor, change: (tx: Db) => Promise<{ result: T; audit: AuditRecord }>): Promise<T> {
  return db.transaction(async (tx) => {
    const { result, audit } = await change(tx);
    await recordAudit(tx, actor, audit);
    return result;
  });
}

/** What a back-office route may answer besides its success. */
export const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
