import { describe, expect, it } from 'vitest';
import { rootCause, scrubText, serializeError } from './log-safety';

const token = 'M1Q5OqtEZANxQNdQOS2EcaO4zVLXSprf'; // the shape of a better-auth session token
const hash = 'a3f1'.repeat(32);

describe('scrubText', () => {
  it.each([
    ['drizzle’s parameters, to the end', `Failed query: select * from "session" where "token" = $1\nparams: ${token},x\ny`, 'params: [redacted]'],
    ['a bearer token', `Authorization failed for Bearer ${token}.`, 'Bearer [redacted]'],
    ['a session cookie', `cookie better-auth.session_token=${token}.sig%3D; other=1`, 'better-auth.session_token=[redacted]'],
    ['a JSON password', '{"email":"a@b.co","password":"hunter2!"}', '"password":"[redacted]"'],
    ['a header line', 'authorization: Basic YTpi', 'authorization: [redacted]'],
    ['PostgreSQL’s quoted key', 'Key (email)=(ann@example.com) already exists.', 'Key (email)=([redacted])'],
    ['PostgreSQL’s quoted input', 'invalid input syntax for type uuid: "not-a-uuid"', 'for type uuid: "[redacted]"'],
    ['a token anywhere else', `session ${token} expired`, 'session [redacted] expired'],
    ['a password hash', `hash ${hash}`, 'hash [redacted]'],
  ])('removes %s', (_label, text, expected) => {
    const out = scrubText(text);
    expect(out).toContain(expected);
    for (const secret of [token, hash, 'hunter2!', 'ann@example.com', 'not-a-uuid', 'YTpi', 'x\ny']) expect(out).not.toContain(secret);
  });

  it('keeps what helps: SQL, codes, paths and function names in stack frames', () => {
    const text = 'connect ECONNREFUSED 127.0.0.1:5432 at processTicksAndRejections (node:internal/process/task_queues:95:5)';
    expect(scrubText(text)).toBe(text);
  });
});

describe('serializeError', () => {
  it('keeps type, message, code, status and frames of an error and its causes, and nothing else', () => {
    const driver = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR', detail: `Key (token)=(${token})` });
    const query = Object.assign(new Error(`Failed query: insert into review values ($1)\nparams: ${token}`, { cause: driver }), {
      query: 'insert into review values ($1)',
      params: [token],
    });
    const wrapped = Object.assign(new Error('Failed to get session', { cause: query }), { statusCode: 500, body: { token } });
    const logged = serializeError(wrapped);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(token);
    expect(logged).toMatchObject({ type: 'Error', message: 'Failed to get session', statusCode: 500 });
    expect(logged.cause?.message).toBe('Failed query: insert into review values ($1)\nparams: [redacted]');
    expect(logged.cause?.cause).toMatchObject({ code: '22021', message: 'invalid byte sequence for encoding "UTF8": 0x00' });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(Object.keys(logged.cause!).sort()).toEqual(['cause', 'message', 'stack', 'type']);
  });

  it('copes with what is thrown that is not an Error', () => {
    expect(serializeError(`Bearer ${token}`)).toEqual({ type: 'string', message: 'Bearer [redacted]', stack: '' });
    expect(serializeError(null).type).toBe('object');
  });

  it('rootCause is the innermost message, scrubbed', () => {
    const err = new Error(`Failed query\nparams: ${token}`, { cause: new Error('connect ECONNREFUSED 10.0.0.5:5432') });
    expect(rootCause(err)).toBe('connect ECONNREFUSED 10.0.0.5:5432');
  });
});
