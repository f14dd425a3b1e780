import type { FastifyServerOptions } from 'fastify';

/**
 * The feed's log: Fastify's pino logger, one JSON object a line, each request's lines
 * carrying its `reqId` (taken from `x-request-id` when a proxy sets one). Requests are logged by
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
