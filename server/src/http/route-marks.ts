import type { FastifyRequest } from 'fastify';

// What a route is marked as, read by hooks from the route a request matched (never from its raw
// URL, which may spell the same route with percent escapes the router decodes).
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A control route (routes/control.ts): locked by the control plugin's own hook, with its own CORS rule. */
    control?: boolean;
    /** Served on the admin listener when there is one, never on the public one (`FEED_ADMIN_PORT`). */
    admin?: boolean;
  }
}

/** Whether the request matched a control route (its preflight included). */
export const isControlRoute = (request: FastifyRequest): boolean => request.routeOptions.config?.control === true;

/**
 * Whether the matched route belongs to the admin listener: the control API, `/metrics`, and
 * anything under `/ingest/` (none yet; a route added there is admin-only without being marked).
 */
export function isAdminRoute(request: FastifyRequest): boolean {
  const { config, url } = request.routeOptions;
  return config?.admin === true || config?.control === true || (url !== undefined && url.startsWith('/ingest/'));
}
