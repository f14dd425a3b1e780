import { sameSecret } from '../analytics/credentials.ts';

/** The paths of the control API: locked by `FEED_CONTROL_TOKEN`, never answered with wildcard CORS. */
export const isControlPath = (path: string): boolean => path === '/control' || path.startsWith('/control/');

/** Whether `Authorization: Bearer <token>` names the control token (constant time). */
export function hasControlToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
  // Compared even when absent, so the answer time says nothing.
  return sameSecret(given ?? '', token) && given !== undefined;
}

/** Loopback hosts, where `--control` may run without a token (only this machine reaches it). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
