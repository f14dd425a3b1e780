import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveStatsAnswerSchema, matchPlayerStatsAnswerSchema } from '../../../contract/match-data.ts';
import { contestStatistics, type Side } from '../../../contract/protocol.ts';
import { loadScenarios } from '../scenario/load.ts';
import { catalogue as demoCatalogue } from '../event/catalogue.ts';
import { buildTestFeed, type TestFeed } from '../testing/feed-harness.ts';

/**
 * What the feed serves for the StatsBomb matches, compared with StatsBomb's own event files in
 * ../shared/data (skipped where that folder is absent: the raw files never enter the repository).
 * The raw totals are counted here from the JSON directly, not through the importer.
 */

const statsBombDir = path.resolve(import.meta.dirname, '../../../../shared/data/statsbomb');

interface RawEvent {
  period: number;
  timestamp: string;
  type: { name: string };
  team: { name: string };
  possession_team: { name: string };
  shot?: { statsbomb_xg: number; outcome: { name: string }; aerial_won?: boolean };
  pass?: { type?: { name: string }; outcome?: { name: string }; cross?: boolean; aerial_won?: boolean };
  duel?: { type: { name: string }; outcome?: { name: string } };
  dribble?: { outcome: { name: string } };
  '50_50'?: { outcome: { name: string } };
  clearance?: { aerial_won?: boolean };
  miscontrol?: { aerial_won?: boolean };
  foul_committed?: { card?: { name: string } };
  bad_behaviour?: { card?: { name: string } };
}

interface RawTotals {
  goals: number;
  shots: number;
  shotsOnTarget: number;
  expectedGoals: number;
  passes: number;
  passesCompleted: number;
  corners: number;
  fouls: number;
  offsides: number;
  yellowCards: number;
  redCards: number;
  secondsOnBall: number;
  crosses: number;
  accurateCrosses: number;
  tackles: number;
  interceptions: number;
  clearances: number;
  duels: number;
  duelsWon: number;
  aerialDuels: number;
  aerialDuelsWon: number;
}

/** The contests counted by the served summary (docs/feed-protocol.md, "Contests"). */
const contestNames = contestStatistics;

const seconds = (timestamp: string) => timestamp.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);

function rawTotals(events: RawEvent[], period?: number): { home: string; totals: Map<string, RawTotals> } {
  const totals = new Map<string, RawTotals>();
  const of = (team: string) => {
    if (!totals.has(team)) {
      totals.set(team, {
        goals: 0,
        shots: 0,
        shotsOnTarget: 0,
        expectedGoals: 0,
        passes: 0,
        passesCompleted: 0,
        corners: 0,
        fouls: 0,
        offsides: 0,
        yellowCards: 0,
        redCards: 0,
        secondsOnBall: 0,
        ...Object.fromEntries(contestNames.map((name) => [name, 0])),
      } as RawTotals);
    }
    return totals.get(team)!;
  };
  const home = events.find((event) => event.type.name === 'Starting XI')!.team.name;
  const played = events.filter((event) => event.period <= 4 && (period === undefined || event.period === period));
  for (const event of played) {
    const team = of(event.team.name);
    if (event.type.name === 'Shot') {
      team.shots += 1;
      team.expectedGoals += event.shot!.statsbomb_xg;
      if (['Goal', 'Saved', 'Saved to Post'].includes(event.shot!.outcome.name)) team.shotsOnTarget += 1;
      if (event.shot!.outcome.name === 'Goal') team.goals += 1;
    }
    if (event.type.name === 'Own Goal For') team.goals += 1;
    if (event.type.name === 'Pass') {
      team.passes += 1;
      if (!event.pass!.outcome) team.passesCompleted += 1;
      if (event.pass!.type?.name === 'Corner') team.corners += 1;
      if (event.pass!.outcome?.name === 'Pass Offside') team.offsides += 1;
    }
    if (event.type.name === 'Offside') team.offsides += 1;
    if (event.type.name === 'Foul Committed') team.fouls += 1;
    const card = event.foul_committed?.card?.name ?? event.bad_behaviour?.card?.name;
    if (card === 'Yellow Card' || card === 'Second Yellow') team.yellowCards += 1;
    if (card === 'Red Card' || card === 'Second Yellow') team.redCards += 1;
    countContests(event, team);
  }
  // Time on the ball: from each event to the next of its period in clock order, for the team in possession.
  const inOrder = [...played].sort((a, b) => a.period - b.period || seconds(a.timestamp) - seconds(b.timestamp));
  for (const [index, event] of inOrder.entries()) {
    const next = inOrder[index + 1];
    if (next?.period === event.period) of(event.possession_team.name).secondsOnBall += seconds(next.timestamp) - seconds(event.timestamp);
  }
  return { home, totals };
}

/** The contests of one event, read from the raw JSON by the rules the feed documents. */
function countContests(event: RawEvent, team: RawTotals): void {
  const duel = (won: boolean) => {
    team.duels += 1;
    if (won) team.duelsWon += 1;
  };
  const type = event.type.name;
  if (type === 'Pass' && event.pass!.cross && event.pass!.type?.name !== 'Corner') {
    team.crosses += 1;
    if (!event.pass!.outcome) team.accurateCrosses += 1;
  }
  if (type === 'Interception' || (type === 'Pass' && event.pass!.type?.name === 'Interception')) team.interceptions += 1;
  if (type === 'Clearance') team.clearances += 1;
  if (event.pass?.aerial_won || event.shot?.aerial_won || event.clearance?.aerial_won || event.miscontrol?.aerial_won) {
    team.aerialDuels += 1;
    team.aerialDuelsWon += 1;
    duel(true);
  }
  if (type === 'Duel' && event.duel!.type.name === 'Aerial Lost') {
    team.aerialDuels += 1;
    duel(false);
  }
  if (type === 'Duel' && event.duel!.type.name === 'Tackle') {
    team.tackles += 1;
    duel(['Won', 'Success', 'Success In Play', 'Success Out'].includes(event.duel!.outcome?.name ?? ''));
  }
  if (type === 'Dribble') duel(event.dribble!.outcome.name === 'Complete');
  if (type === 'Dribbled Past') duel(false);
  if (type === '50/50') duel(['Won', 'Success To Team'].includes(event['50_50']!.outcome.name));
}

const matches = [
  { eventId: 'laliga-2018-19-bar-ala', file: '15946' },
  { eventId: 'laliga-2018-19-bar-gir', file: '15986' },
  { eventId: 'euro2020-tur-ita', file: '3788741' },
] as const;

describe.runIf(existsSync(statsBombDir))('served totals equal StatsBomb\u2019s event files', () => {
  let feed: TestFeed;
  beforeAll(async () => {
    feed = await buildTestFeed({ scenarios: await loadScenarios(), catalogue: demoCatalogue });
  });
  afterAll(async () => {
    await feed.close();
  });

  it.each(matches)('$eventId', async ({ eventId, file }) => {
    const events = JSON.parse(readFileSync(path.join(statsBombDir, `${file}_events.json`), 'utf8')) as RawEvent[];
    const { home, totals } = rawTotals(events);
    const away = [...totals.keys()].find((team) => team !== home)!;
    const stats = await feed.get(`/live_stats/${eventId}?lang=en`, liveStatsAnswerSchema);
    expect(stats.stage).toBe('played');
    expect(stats.credit).toBe('StatsBomb');
    const players = (await feed.get(`/player_stats/${eventId}?lang=en`, matchPlayerStatsAnswerSchema)).players;
    const held = { home: totals.get(home)!.secondsOnBall, away: totals.get(away)!.secondsOnBall };
    for (const [side, team] of [
      ['home', home],
      ['away', away],
    ] as Array<[Side, string]>) {
      const raw = totals.get(team)!;
      const served = stats.summary[side];
      const where = `${eventId} ${team}`;
      expect(served.shots, `${where} shots`).toBe(raw.shots);
      expect(
        stats.shots.filter((shot) => shot.side === side),
        `${where} shot map`,
      ).toHaveLength(raw.shots);
      expect(served.shotsOnTarget, `${where} on target`).toBe(raw.shotsOnTarget);
      expect(
        Math.abs((served.expectedGoals ?? Number.NaN) - raw.expectedGoals),
        `${where} xG ${served.expectedGoals} v ${raw.expectedGoals}`,
      ).toBeLessThan(0.05);
      expect(stats.xgTimeline.at(-1)![side]).toBe(served.expectedGoals);
      expect(served.goals, `${where} goals`).toBe(raw.goals);
      expect(served.passes, `${where} passes`).toBe(raw.passes);
      expect(served.passAccuracy, `${where} pass accuracy`).toBeCloseTo((raw.passesCompleted / raw.passes) * 100, 0);
      expect(served.corners, `${where} corners`).toBe(raw.corners);
      expect(served.foulsConceded, `${where} fouls`).toBe(raw.fouls);
      expect(served.offsides, `${where} offsides`).toBe(raw.offsides);
      expect([served.yellowCards, served.redCards], `${where} cards`).toEqual([raw.yellowCards, raw.redCards]);
      expect(
        Math.abs((served.possession ?? Number.NaN) - (held[side] / (held.home + held.away)) * 100),
        `${where} possession`,
      ).toBeLessThan(1);
      for (const name of contestNames) expect(served[name], `${where} ${name}`).toBe(raw[name]);
      const own = players.filter((player) => player.side === side);
      expect(
        own.reduce((sum, player) => sum + (player.foulsCommitted ?? Number.NaN), 0),
        `${where} players' fouls`,
      ).toBe(raw.fouls);
      expect(
        own.reduce((sum, player) => sum + (player.passes ?? 0), 0),
        `${where} players' passes`,
      ).toBe(raw.passes);
      expect(own.every((player) => player.heatMap?.cells.length === 60)).toBe(true);
    }
    // Each half as served equals that half's events.
    expect(stats.periods?.map((entry) => entry.period)).toEqual(['firstHalf', 'secondHalf']);
    for (const [index, entry] of (stats.periods ?? []).entries()) {
      const half = rawTotals(events, index + 1).totals;
      for (const [side, team] of [
        ['home', home],
        ['away', away],
      ] as Array<[Side, string]>) {
        const raw = half.get(team)!;
        const served = entry.summary[side];
        const where = `${eventId} ${team} ${entry.period}`;
        expect([served.shots, served.goals, served.passes, served.corners], where).toEqual([raw.shots, raw.goals, raw.passes, raw.corners]);
        expect([served.foulsConceded, served.offsides, served.yellowCards], where).toEqual([raw.fouls, raw.offsides, raw.yellowCards]);
        for (const name of contestNames) expect(served[name], `${where} ${name}`).toBe(raw[name]);
      }
    }
  });

  it('counts Barcelona v Alavés as StatsBomb recorded it: 17 crosses to 4, Alavés 18 interceptions and 26 clearances', async () => {
    const stats = await feed.get('/live_stats/laliga-2018-19-bar-ala?lang=en', liveStatsAnswerSchema);
    const pick = (side: Side) => {
      const { crosses, accurateCrosses, tackles, interceptions, clearances, duelsWon, aerialDuelsWon } = stats.summary[side];
      return { crosses, accurateCrosses, tackles, interceptions, clearances, duelsWon, aerialDuelsWon };
    };
    expect(pick('home')).toEqual({
      crosses: 17,
      accurateCrosses: 7,
      tackles: 6,
      interceptions: 1,
      clearances: 2,
      duelsWon: 25,
      aerialDuelsWon: 9,
    });
    expect(pick('away')).toEqual({
      crosses: 4,
      accurateCrosses: 1,
      tackles: 16,
      interceptions: 18,
      clearances: 26,
      duelsWon: 12,
      aerialDuelsWon: 2,
    });
  });
});
