import type { DbsAuth } from '../../../contract/protocol.ts';

export interface AnalyticsClientConfig {
  /** The GraphQL endpoint; null until the authentication has arrived. */
  endpoint: string | null;
  headers: { 'Content-Type': 'application/json'; Authorization: string; 'outlet-key': string };
}

/**
 * SPEC section 4 "Analytics authentication": until it arrives the client has no endpoint and
 * empty authorization and outlet-key headers.
 */
export function analyticsClientConfig(serviceOrigin: string, auth: DbsAuth | undefined): AnalyticsClientConfig {
  if (!auth) return { endpoint: null, headers: { 'Content-Type': 'application/json', Authorization: '', 'outlet-key': '' } };
  return {
    endpoint: new URL(`/betanalytics/${encodeURIComponent(auth.outlet)}/graphql`, serviceOrigin).href,
    headers: { 'Content-Type': 'application/json', Authorization: auth.token, 'outlet-key': auth.outlet },
  };
}
