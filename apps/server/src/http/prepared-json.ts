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

  constructor(text: string) {
    this.body = Buffer.from(text);
  }

  /** The compressed form, made once per encoding off the event loop. */
  bytes(encoding: Encoding): Promise<Buffer> {
    let out = this.encoded.get(encoding);
    if (!out) {
      out = encoding === 'br' ? brotli(this.body, { params: brotliParams(this.body.length) }) : gzip(this.body, { level: 6 });
      this.encoded.set(encoding, out);
      // A failure is not kept: the next request tries again.
      out.catch(() => this.encoded.delete(encoding));
    }
    return out;
  }
}

/** The best encoding the client accepts (q > 0): brotli, then gzip; undefined for identity. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
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
  reply.header('content-type', contentType);
  const encoding = prepared.body.length < MIN_COMPRESS_BYTES ? undefined : preferredEncoding(request.headers['accept-encoding']);
  if (prepared.body.length >= MIN_COMPRESS_BYTES) reply.header('vary', 'accept-encoding');
  if (!encoding) {
    reply.send(prepared.body);
    return;
  }
  const bytes = await prepared.bytes(encoding);
  reply.header('content-encoding', encoding).send(bytes);
}
