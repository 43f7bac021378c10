import { z } from 'zod';

// Every string a request carries (body, query, path) starts from one of these two schemas, so no
// control character reaches the database or a log line: PostgreSQL refuses NUL outright, and the
// others (escape sequences, backspaces, C1 codes) only hide or garble text. Line breaks and tabs
// are allowed where people write paragraphs (multi-line fields: review text, product description,
// shipping address). The bidirectional embedding, override and isolate controls are refused too:
// they make a name display as something else ("evil\u202Egnp.exe" shows as "evilexe.png").
// Lone UTF-16 surrogates (half an emoji) would be stored as U+FFFD, so they are refused as well.
// The rule is a `pattern` in the OpenAPI document; the server's tests check that every string
// field of every route has it.

export const textMessages = {
  controlCharacters: 'Must not contain control characters',
  brokenCharacters: 'Must not contain broken characters',
} as const;

/** No C0 control character, DEL, C1 control character or bidirectional embedding/override/isolate. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const singleLinePattern = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
/** The same, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- as above
export const multiLinePattern = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const wellFormed = (v: string) => !loneSurrogate.test(v);

interface TextParams {
  /** Said when the field is missing or not a string (the customer's "... is Required"); other checks say their own. */
  message?: string;
}

// A message given to z.string() would otherwise answer every failed check of the field, so a
// 129-character password was told "Password is Required".
const text = (pattern: RegExp, { message }: TextParams = {}) =>
  z
    .string(message === undefined ? undefined : { error: (issue) => (issue.code === 'invalid_type' ? message : undefined) })
    .regex(pattern, textMessages.controlCharacters)
    .refine(wellFormed, textMessages.brokenCharacters);

/** A one-line text field: names, e-mails, URLs, phone numbers, ids from providers. */
export const singleLineText = (params?: TextParams) => text(singleLinePattern, params);

/** A paragraph: line breaks and tabs allowed, other control characters not. */
export const multiLineText = (params?: TextParams) => text(multiLinePattern, params);
