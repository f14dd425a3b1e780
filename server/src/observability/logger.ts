import type { FastifyServerOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TrustedProxy } from '../security/trusted-proxies.ts';

/**
 * The feed's log: Fastify's pino logger, one JSON object a line, each request's lines
 * carrying its `reqId` (`requestIdOf`). Requests are logged by
 * method, path and address only; credentials are redacted wherever a line would carry them
 * (`authorization`, `outlet-key`, the stream launch's body). Silent unless a level is asked for,
 * so tests stay quiet; main.ts asks for `FEED_LOG_LEVEL` or `info`.
 */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers["outlet-key"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["outlet-key"]',
  'body.key',
  'body.user',
  'body.token',
  'req.body',
];

export function loggerOptions(level = 'silent', stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: request.method,
        // The query string may carry a fan's stream credentials (the widget's own URL does): never logged.
        url: request.url.split('?')[0],
        remoteAddress: request.ip ?? request.socket?.remoteAddress,
      }),
    },
  };
}

/** What a proxy's `X-Request-Id` may be to be taken as a request's id: a short token, nothing a log reader could mistake. */
const requestIdToken = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Each request's id (Fastify's `genReqId`): the `X-Request-Id` a trusted proxy sent when it is a
 * short token, so its lines and the proxy's share one id; else a random one. A client's own
 * header is never taken: it could forge another request's id in the logs.
 */
export function requestIdOf(trusted: TrustedProxy): (request: IncomingMessage) => string {
  return (request) => {
    const given = request.headers['x-request-id'];
    if (typeof given === 'string' && requestIdToken.test(given) && trusted(request.socket.remoteAddress)) return given;
    return randomUUID();
  };
}
