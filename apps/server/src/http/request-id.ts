// Request ids in the log. A load balancer's X-Request-Id is kept so its lines and ours line up, but
// only when it looks like an id: anything else (a 5,000-character header, odd characters) would
// ride on every log line of the request, so such a request gets an id of our own.
import type { IncomingMessage } from 'node:http';

const REQUEST_ID_HEADER = 'x-request-id';
const acceptable = /^[\w.:-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when it is a plausible id, else req-1, req-2... */
export function requestIdGenerator() {
  let next = 0;
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && acceptable.test(given)) return given;
    next = (next + 1) & 0x7fffffff; // Fastify's own scheme: a small integer stays fast
    return `req-${next.toString(36)}`;
  };
}
