import { afterEach, describe, expect, it } from 'vitest';
import { signToken } from '../../server/src/security/signed-token.ts';
import { startCluster, type RunningCluster } from './feed-cluster.ts';

// `npm run feed:cluster`'s instances sign with one secret, so an analytics token fetched through
// the balancer from one instance is taken by every other (HAProxy sends each request where it will).
const eventId = 'demo-live';
let cluster: RunningCluster | undefined;
afterEach(async () => {
  await cluster?.stop();
  cluster = undefined;
});

/** GraphQL requests each instance logged, by instance name. */
const graphqlRequests = new Map<string, number>();
const start = (env: Record<string, string> = {}) => {
  graphqlRequests.clear();
  return startCluster({
    instances: 2,
    port: 0,
    env: { FEED_LOG_LEVEL: 'info', FEED_RATE_LIMIT: '100000', ...env },
    log: (name, line) => {
      if (line.includes('"incoming request"') && line.includes('/betanalytics/'))
        graphqlRequests.set(name, (graphqlRequests.get(name) ?? 0) + 1);
    },
  });
};

/** The statuses of `calls` GraphQL calls through the balancer with one token. */
async function analyticsStatuses(origin: string, token: string, outlet: string, calls: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    const response = await fetch(`${origin}/betanalytics/${outlet}/graphql`, {
      method: 'POST',
      headers: { authorization: token, 'outlet-key': outlet, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{ teamSeasonAverages(eventId: "${eventId}") { team { code } } }` }),
    });
    await response.arrayBuffer();
    statuses.push(response.status);
  }
  return statuses;
}

describe('npm run feed:cluster', () => {
  it('gives every instance one secret made for the cluster: a /dbs_auth token works for 20 of 20 GraphQL calls', async () => {
    const saved = process.env.FEED_SECRET;
    delete process.env.FEED_SECRET;
    try {
      cluster = await start();
    } finally {
      if (saved !== undefined) process.env.FEED_SECRET = saved;
    }
    expect(cluster.secret).toMatch(/^[\w-]{43}$/);
    const auth = (await (await fetch(`${cluster.origin}/dbs_auth/${eventId}`)).json()) as { token: string; outlet: string };
    expect(await analyticsStatuses(cluster.origin, auth.token, auth.outlet, 20)).toEqual(Array.from({ length: 20 }, () => 200));
    // Both instances took some: a token from one is good on the other.
    expect([...graphqlRequests.keys()].sort()).toEqual(['feed-1', 'feed-2']);
  });

  it("takes the environment's FEED_SECRET when it is set", async () => {
    const secret = 'an operator secret that is long enough, 32+';
    cluster = await start({ FEED_SECRET: secret });
    expect(cluster.secret).toBe(secret);
    const token = signToken(secret, { scope: 'analytics', outlet: 'demo-outlet', eventId, expiresAt: Date.now() + 60_000 });
    expect(await analyticsStatuses(cluster.origin, token, 'demo-outlet', 20)).toEqual(Array.from({ length: 20 }, () => 200));
  });
});
