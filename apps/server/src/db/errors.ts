// What a database failure means, whichever engine and driver raised it. Drizzle wraps the driver's
// error (DrizzleQueryError, the original in `cause`), better-auth wraps that again (APIError), and
// pg and PGlite raise PostgreSQL's own errors (a SQLSTATE in `code`, beside `severity`) or, for
// pg, Node's socket errors. Both questions look down the whole `cause` chain.

/** Node socket errors that mean the server cannot be reached (or went away mid-query). */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that does not take work now: class 08 (connection exception), 57P01-57P05
 * (connection terminated by an administrator, a crash, a restart or recovery, a dropped database,
 * an idle-session timeout), 53300 (too many connections: the server's, the role's or the
 * database's limit), 55000 (the database does not allow connections: `ALTER DATABASE …
 * ALLOW_CONNECTIONS false`, e.g. during maintenance; the store runs nothing else that raises it).
 */
const unavailableStates = /^(08...|57P0[1-5]|53300|55000)$/;

/** pg's own messages when the connection is lost or cannot be made in time (client, pool); PGlite once closed. */
const unavailableMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|^timeout expired$|Client has encountered a connection error|Connection is closed|PGlite is clos(ed|ing)/i;

function* chain(err: unknown): Generator<object> {
  const seen = new Set<unknown>();
  let current = err;
  while (current && typeof current === 'object' && !seen.has(current) && seen.size < 10) {
    seen.add(current);
    yield current;
    // An AggregateError (a host name with several addresses, all refused) holds its causes in `errors`.
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors)) for (const inner of errors) if (inner && typeof inner === 'object') yield inner;
    current = (current as { cause?: unknown }).cause;
  }
}

/** PostgreSQL's SQLSTATE of the error (e.g. '22021'), from whichever wrapper carries it. */
export function sqlState(err: unknown): string | undefined {
  for (const e of chain(err)) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    // `severity` tells PostgreSQL's errors from Node's, whose codes can look alike ('EPIPE').
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint PostgreSQL names in the error (a unique index's name on 23505), from whichever wrapper carries it. */
export function violatedConstraint(err: unknown): string | undefined {
  for (const e of chain(err)) {
    const { constraint, severity } = e as { constraint?: unknown; severity?: unknown };
    if (typeof constraint === 'string' && typeof severity === 'string') return constraint;
  }
  return undefined;
}

/** True when the database cannot be reached or is not taking work: the request may succeed later. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const { code, message, severity } = e as { code?: unknown; message?: unknown; severity?: unknown };
    if (typeof code === 'string') {
      if (typeof severity === 'string' ? unavailableStates.test(code) : unreachableCodes.has(code)) return true;
    }
    // Only the drivers' own messages: a query wrapper's quotes the parameters and PostgreSQL's may
    // quote a value, both chosen by the caller.
    const ownMessage = typeof message === 'string' && typeof severity !== 'string' && !('params' in e);
    if (ownMessage && unavailableMessages.test(message)) return true;
  }
  return false;
}
