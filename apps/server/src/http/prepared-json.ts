// A JSON answer prepared once and sent many times (a cached product page): the bytes, and their
// gzip and brotli forms made on first demand on libuv's thread pool (asynchronous zlib), so no
// request waits on compression on the event loop. Routes sending these opt out of
// @fastify/compress (`compress: false`), which compresses small answers synchronously.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller bodies go as they are (the same threshold as @fastify/compress in app.ts). */
const MIN_COMPRESS_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli sized to the body: a window just large enough (brotli's default is 4 MB, allocated and
 * freed for every call; for a 20 KB page that costs more than the compression) and quality 6,
 * within a few per cent of 9's size at a fraction of its time (pages are compressed per request
 * when not cached).
 */
const brotliParams = (length: number) => ({
  [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: length,
  [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(length + 1)))),
});

export class PreparedJson {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** The compressed forms already made: sent without a promise (sendPreparedNow). */
  private readonly made = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.body = Buffer.from(text);
  }

  /** The compressed form, made once per encoding off the event loop. */
  bytes(encoding: Encoding): Promise<Buffer> {
    let out = this.encoded.get(encoding);
    if (!out) {
      out = encoding === 'br' ? brotli(this.body, { params: brotliParams(this.body.length) }) : gzip(this.body, { level: 6 });
      this.encoded.set(encoding, out);
      out.then(
        (bytes) => this.made.set(encoding, bytes),
        // A failure is not kept: the next request tries again.
        () => this.encoded.delete(encoding),
      );
    }
    return out;
  }

  /** Both compressed forms made before the value is used (a page kept in a cache). */
  async precompress(): Promise<this> {
    if (this.body.length >= MIN_COMPRESS_BYTES) await Promise.all([this.bytes('br'), this.bytes('gzip')]);
    return this;
  }

  /** The bytes for `encoding` if they need no waiting (identity, or a form already made). */
  ready(encoding: Encoding | undefined): Buffer | undefined {
    return encoding ? this.made.get(encoding) : this.body;
  }
}

/** The last Accept-Encoding read and its answer: clients send the same few values over and over. */
let lastAccept: { header: string; encoding: Encoding | undefined } = { header: '', encoding: undefined };

/** The best encoding the client accepts (q > 0): brotli, then gzip; undefined for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (acceptEncoding === lastAccept.header) return lastAccept.encoding;
  const encoding = parseAcceptEncoding(acceptEncoding);
  lastAccept = { header: acceptEncoding, encoding };
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): Promise<void> {
  return sendPrepared(request, reply, prepared, 'application/json; charset=utf-8');
}

/** Prepared bytes of any type (server-rendered pages are HTML), in the best encoding the client takes. */
export async function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson, contentType: string): Promise<void> {
  const encoding = encodingFor(request, reply, prepared, contentType);
  const bytes = prepared.ready(encoding) ?? (await prepared.bytes(encoding!));
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(bytes);
}

/**
 * The same, in this tick when the bytes are at hand (a precompressed page): returns false, having
 * sent nothing, when they are not (then use sendPrepared).
 */
export function sendPreparedNow(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson, contentType: string): boolean {
  const small = prepared.body.length < MIN_COMPRESS_BYTES;
  const encoding = small ? undefined : preferredEncoding(request.headers['accept-encoding']);
  const bytes = prepared.ready(encoding);
  if (!bytes) return false;
  reply.header('content-type', contentType);
  if (!small) reply.header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(bytes);
  return true;
}

function encodingFor(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson, contentType: string): Encoding | undefined {
  reply.header('content-type', contentType);
  if (prepared.body.length < MIN_COMPRESS_BYTES) return undefined;
  reply.header('vary', 'accept-encoding');
  return preferredEncoding(request.headers['accept-encoding']);
}
