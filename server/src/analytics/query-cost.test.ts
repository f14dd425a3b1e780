import { describe, expect, it } from 'vitest';
import { executeGraphqlRequest } from './execute-request.ts';
import { queryLimits } from './limits.ts';
import { buildAnalyticsSchema } from './schema.ts';

// A query's cost is limited as well as its depth: aliases multiply the work.
const schema = buildAnalyticsSchema({ season: () => null });
const assistant = (alias: string) => `
  ${alias}: playerAssistant(eventId: "tiny", event: GOALS, team: BOTH, threshold: 0.5, matches: 6) {
    removedPlayers offeredEvents sources
    rows {
      hits matches appearances percentage average
      player { id name shortName position starter team { code name side } }
      lastMatches { played value reached date opponent }
    }
  }`;
const codesOf = async (query: string) =>
  (await executeGraphqlRequest(schema, { query }, () => {})).body.errors?.map((error) => error.extensions?.code) ?? [];

describe('the query cost limit', () => {
  it('lets the widget’s largest query through', async () => {
    expect(await codesOf(`{ ${assistant('a')} }`)).not.toContain('QUERY_TOO_COSTLY');
  });

  it('refuses fifty aliases of a field, or six of an assistant, before running any', async () => {
    // Fifty, with short fields, fit the length and token limits: the cost is what refuses them.
    const query = `{ ${Array.from({ length: 50 }, (_, index) => `a${index}: topScorers(eventId: "tiny") { rows { name } }`).join(' ')} }`;
    expect(query.length).toBeLessThan(queryLimits.maxQueryLength);
    expect(await codesOf(query)).toEqual(['QUERY_TOO_COSTLY']);
    const fewer = `{ ${Array.from({ length: 6 }, (_, index) => assistant(`a${index}`)).join('\n')} }`.replace(/\s+/g, ' ');
    expect(await codesOf(fewer)).toEqual(['QUERY_TOO_COSTLY']);
  });
});
