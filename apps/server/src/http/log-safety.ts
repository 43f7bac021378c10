// No log line holds a bearer token, a cookie, a password or a query's parameters. Errors are where
// they hide: drizzle quotes every parameter in its message ("params: <session token>"), better-auth
// wraps that message into its own, PostgreSQL quotes the offending value ("Key (email)=(...)",
// 'invalid input syntax for type uuid: "..."'). Every error reaches the log through
// `serializeError` (the logger's `err` serializer, so every `log.x({ err })` uses it) and every
// other free text an error contributes through `scrubText`.

const REDACTED = '[redacted]';

const rules: [RegExp, string][] = [
  // drizzle: "Failed query: <sql>\nparams: <every value>" (values may hold line breaks: to the end)
  [/\bparams:[\s\S]*/gi, `params: ${REDACTED}`],
  [/\bBearer\s+[^\s,;"']+/gi, `Bearer ${REDACTED}`],
  // cookies and query strings (better-auth.session_token=...), JSON ("password":"..."), headers
  [/\b([\w.-]*(?:token|password|secret|session)[\w.-]*)=[^\s,;&"']+/gi, `$1=${REDACTED}`],
  [/("[\w.-]*(?:token|password|secret|session|cookie|authorization)[\w.-]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi, `$1"${REDACTED}"`],
  [/\b(authorization|cookie|set-cookie)(\s*:\s*)[^\n]*/gi, `$1$2${REDACTED}`],
  // PostgreSQL quoting values: "Key (email)=(a@b.c) already exists", '... for type uuid: "xyz"'
  [/\)=\([\s\S]*\)/g, `)=(${REDACTED})`],
  [/(for type [\w ]+|value): "[\s\S]*"/gi, `$1: "${REDACTED}"`],
];

/** Words of 24+ letters and digits: session tokens, password hashes, API keys... */
const longWord = /\b[A-Za-z0-9]{24,}\b/g;
/** ...unless it is an identifier in a stack frame (processTicksAndRejections), which no token is. */
const camelCaseWord = /^[A-Za-z][a-z]*(?:[A-Z][a-z]+)*$/;

/** The text with credentials and quoted values replaced by [redacted]. */
export function scrubText(text: string): string {
  let out = text;
  for (const [pattern, replacement] of rules) out = out.replace(pattern, replacement);
  return out.replace(longWord, (word) => (camelCaseWord.test(word) ? word : REDACTED));
}

type LoggedError = {
  type: string;
  message: string;
  /** Stack frames only (no message lines); empty when there are none. */
  stack: string;
  code?: string;
  statusCode?: number;
  cause?: LoggedError;
  errors?: LoggedError[];
};

/**
 * An error as the log shows it: type, scrubbed message, code, status, stack frames (the stack's
 * own first lines repeat the message and are dropped) and the same for its causes. Nothing else is
 * copied: not `query`, `params`, `parameters`, `detail`, a response body or headers.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null)) {
    return { type: typeof err, message: scrubText(String(err)), stack: '' };
  }
  const e = err as Error & { code?: unknown; statusCode?: unknown; status?: unknown; cause?: unknown; errors?: unknown };
  const out: LoggedError = {
    type: e.constructor?.name && e.constructor.name !== 'Object' ? e.constructor.name : (e.name ?? 'Error'),
    message: scrubText(typeof e.message === 'string' ? e.message : ''),
    stack: typeof e.stack === 'string' ? scrubText(e.stack.split('\n').filter((line) => /^\s+at /.test(line)).join('\n')) : '',
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = scrubText(String(e.code));
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (depth < 5) {
    if (e.cause !== undefined && e.cause !== null) out.cause = serializeError(e.cause, depth + 1);
    if (Array.isArray(e.errors)) out.errors = e.errors.slice(0, 5).map((inner) => serializeError(inner, depth + 1));
  }
  return out;
}

/** The innermost cause's message, scrubbed: enough for a one-line log of an expected failure. */
export function rootCause(err: unknown): string {
  let current = err;
  for (let depth = 0; depth < 10; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (!cause) break;
    current = cause;
  }
  return scrubText(current instanceof Error ? current.message : String(current));
}
