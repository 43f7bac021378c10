// A JSON answer prepared once and sent many times (the cached product list): the bytes, and their
// gzip and brotli forms made on first demand, so a hot route neither serialises nor compresses per
// request. Routes sending these opt out of @fastify/compress (`compress: false`), which would
// otherwise add its hooks to every request.
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller bodies go as they are (the same threshold as @fastify/compress in app.ts). */
const MIN_COMPRESS_BYTES = 1024;

type Encoding = 'br' | 'gzip';

export class PreparedJson {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(text: string) {
    this.body = Buffer.from(text);
  }

  bytes(encoding: Encoding): Buffer {
    let out = this.encoded.get(encoding);
    if (!out) {
      out =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(this.body, { level: 9 });
      this.encoded.set(encoding, out);
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

export function sendPreparedJson(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson): void {
  sendPrepared(request, reply, prepared, 'application/json; charset=utf-8');
}

/** Prepared bytes of any type (server-rendered pages are HTML), in the best encoding the client takes. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson, contentType: string): void {
  reply.header('content-type', contentType);
  if (prepared.body.length < MIN_COMPRESS_BYTES) {
    reply.send(prepared.body);
    return;
  }
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding).send(prepared.bytes(encoding));
  else reply.send(prepared.body);
}
