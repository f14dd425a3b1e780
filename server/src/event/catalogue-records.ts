import type { MatchRecord } from '../store/store.ts';
import type { CatalogueMatch } from './match-catalogue.ts';

/**
 * A catalogue match as the store of record keeps a match (server/src/store/): its competition,
 * kick-off and teams, and in `details` the results' facts (score, extra time, shoot-out,
 * scorers, group) under `source: "catalogue"`, so the ingest (which serves only `source:
 * "ingest"` matches) leaves it alone. No line-ups and no players: the results hold none.
 */
export function catalogueRecord(entry: CatalogueMatch): MatchRecord {
  const { match, competition } = entry;
  return {
    eventId: entry.eventId,
    competition: { id: competition.id, name: competition.name, season: competition.season, round: match.round },
    kickoff: entry.kickoff,
    home: { id: entry.home.id, name: entry.home.name },
    away: { id: entry.away.id, name: entry.away.name },
    details: {
      source: 'catalogue',
      credit: 'openfootball (CC0 1.0)',
      matchId: match.id,
      date: match.date,
      ...(match.group ? { group: match.group } : {}),
      ft: match.ft,
      ...(match.ht ? { ht: match.ht } : {}),
      ...(match.aet ? { aet: match.aet } : {}),
      ...(match.pens ? { pens: match.pens } : {}),
      ...(match.scorers ? { scorers: match.scorers } : {}),
    },
  };
}
