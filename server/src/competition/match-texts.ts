import { intlLocale, type Language } from '../../../contract/languages.ts';
import { competitionTitle } from '../../../contract/competition-title.ts';
import { headToHeadScope } from './answers.ts';
import { recentForm, type FormEntry } from './form.ts';
import { headToHead } from './head-to-head.ts';
import { standings, tableTeams } from './standings.ts';
import { topScorers } from './top-scorers.ts';
import type { MatchTextKind } from '../i18n/match-text-kinds.ts';
import { matchText, type MatchTextParams } from '../i18n/match-texts.ts';
import { ordinal } from '../i18n/ordinal.ts';
import { teamName } from '../i18n/team-names.ts';
import type { Scenario, Side } from '../scenario/schema.ts';
import type { CompetitionContext } from './context.ts';
import type { Competition } from './schema.ts';

type Paragraph = { kind: string; text: string; team?: Side };

/** Length of the run at the start of a most-recent-first list where `holds` is true. */
function runLength(entries: readonly FormEntry[], holds: (entry: FormEntry) => boolean): number {
  const broken = entries.findIndex((entry) => !holds(entry));
  return broken === -1 ? entries.length : broken;
}

/**
 * Preview paragraphs and insights, from facts only: results, table, meetings and scorers. The
 * preview is written as at kick-off, and once the match has begun it opens by saying so
 * (`previewBeforeKickoff`); the insights follow the match (`moment.now`, the competition with
 * this match so far): their form, table and scorers are those the form, table and top-scorer
 * tabs show at the same moment, so one figure has one value on every screen (Mbappé's 8 goals at
 * full time of the final, not the 5 he had at kick-off). A fact that is not there (no scorers in
 * the data, a first meeting) is left out or said as such; nothing is invented.
 */
export function matchTexts(
  kind: 'preview' | 'insights',
  scenario: Scenario,
  context: CompetitionContext,
  language: Language,
  /** When the replay kicks off (a demo puts a past match at today's time); absent, at its real date. */
  replayKickoff?: string,
  /** The competition at this moment (this match so far once kicked off) and whether it has kicked off. */
  moment?: { now: Competition; kickedOff: boolean },
): Paragraph[] {
  const { competition, teamId, kickoff, match } = context;
  const locale = intlLocale(language);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const say = (textKind: MatchTextKind, params: MatchTextParams, team?: Side): Paragraph => ({
    kind: textKind,
    text: matchText(language, textKind, params),
    ...(team ? { team } : {}),
  });
  const names = { home: teamName(scenario.home, language), away: teamName(scenario.away, language) };
  // The preview stands at kick-off; the insights at this moment (`moment.now`), as the other tabs.
  const now = kind === 'insights' && moment ? moment.now : undefined;
  const formOf = (side: Side, count: number) =>
    now ? recentForm(now, teamId[side], { count }) : recentForm(competition, teamId[side], { before: kickoff, count });
  const form = { home: formOf('home', 6), away: formOf('away', 6) };
  const group = competition.format === 'league' ? undefined : match?.group;
  const table =
    competition.format === 'league' || group
      ? standings(now ?? competition, {
          ...(now ? {} : { before: kickoff }),
          ...(group ? { group } : {}),
          teams: tableTeams(competition, group),
        })
      : [];
  const rowOf = (side: Side) => table.find((row) => row.teamId === teamId[side]);
  const meetings = headToHead(context.meetings?.meetings ?? [], teamId.home, teamId.away, { before: kickoff.slice(0, 10) });
  const hasScorers = competition.matches.some((candidate) => candidate.scorers !== undefined);
  const scorers = hasScorers ? topScorers(now ?? competition, { ...(now ? {} : { before: kickoff }), limit: 200 }) : [];
  const sides: Side[] = ['home', 'away'];
  const paragraphs: Paragraph[] = [];

  if (kind === 'preview') {
    // A demo that replays a past match on another day says so: the kick-off shown is the replay's,
    // the date in the text the match's own.
    const replayed = replayKickoff !== undefined && replayKickoff.slice(0, 10) !== kickoff.slice(0, 10);
    if (moment?.kickedOff) paragraphs.push(say('previewBeforeKickoff', {}));
    const { venue } = scenario;
    const intro = `${replayed ? 'previewReplayIntro' : 'previewIntro'}${venue ? '' : 'NoVenue'}` as const;
    paragraphs.push(
      say(intro, {
        ...names,
        competition: competitionTitle(competition),
        round: scenario.competition.round,
        // A match whose source names no ground is introduced without one.
        ...(venue ? { venue: venue.name, city: venue.city } : {}),
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(kickoff)),
      }),
    );
    for (const side of sides) {
      const entries = form[side];
      if (entries.length === 0) continue;
      paragraphs.push(
        say(
          'previewForm',
          {
            team: names[side],
            wins: String(entries.filter((entry) => entry.result === 'W').length),
            draws: String(entries.filter((entry) => entry.result === 'D').length),
            losses: String(entries.filter((entry) => entry.result === 'L').length),
            total: String(entries.length),
            form: entries.map((entry) => `${entry.goalsFor}-${entry.goalsAgainst}`).join(', '),
          },
          side,
        ),
      );
      const row = rowOf(side);
      if (row && row.played > 0)
        paragraphs.push(
          say('previewTable', { team: names[side], position: ordinal(language, row.rank), points: String(row.points) }, side),
        );
    }
    if (meetings.meetings.length === 0) {
      // No meeting is claimed beyond the record's reach: a club season, or the internationals since 1872.
      const reach = headToHeadScope(context);
      if (reach.kind === 'season') paragraphs.push(say('previewNoEarlierMeetingSeason', { season: reach.competition.season }));
      if (reach.kind === 'internationals') paragraphs.push(say('previewFirstMeetingSince', { since: reach.since }));
    } else {
      paragraphs.push(
        say('previewHeadToHead', {
          ...names,
          total: String(meetings.meetings.length),
          wins: String(meetings.teamAWins),
          otherWins: String(meetings.teamBWins),
          draws: String(meetings.draws),
        }),
      );
    }
    for (const side of sides) {
      const best = scorers.find((scorer) => scorer.teamId === teamId[side]);
      if (best) paragraphs.push(say('previewTopScorer', { player: best.name, team: names[side], goals: String(best.goals) }, side));
    }
    return paragraphs;
  }

  for (const side of sides) {
    const entries = form[side];
    const team = names[side];
    const winning = runLength(entries, (entry) => entry.result === 'W');
    const unbeaten = runLength(entries, (entry) => entry.result !== 'L');
    const winless = runLength(entries, (entry) => entry.result !== 'W');
    if (winning >= 3) paragraphs.push(say('insightWinningRun', { team, count: String(winning) }, side));
    else if (unbeaten >= 3) paragraphs.push(say('insightUnbeatenRun', { team, count: String(unbeaten) }, side));
    else if (winless >= 3) paragraphs.push(say('insightWinlessRun', { team, count: String(winless) }, side));
    const scoring = runLength(entries, (entry) => entry.goalsFor > 0);
    if (scoring >= 3) paragraphs.push(say('insightScoredEvery', { team, count: String(scoring) }, side));
    const cleanSheets = entries.filter((entry) => entry.goalsAgainst === 0).length;
    if (cleanSheets >= 2)
      paragraphs.push(say('insightCleanSheets', { team, count: String(cleanSheets), total: String(entries.length) }, side));
    const all = formOf(side, 100);
    if (all.length >= 2) {
      const goals = all.reduce((sum, entry) => sum + entry.goalsFor, 0) / all.length;
      paragraphs.push(say('insightGoalsPerMatch', { team, goals: number.format(goals) }, side));
    }
    const row = rowOf(side);
    if (row && row.played > 0)
      paragraphs.push(say('insightTablePosition', { team, position: ordinal(language, row.rank), points: String(row.points) }, side));
  }
  const total = meetings.meetings.length;
  if (total > 0) {
    if (meetings.teamAWins === meetings.teamBWins) {
      paragraphs.push(say('insightHeadToHeadLevel', { ...names, wins: String(meetings.teamAWins), total: String(total) }));
    } else {
      const leader: Side = meetings.teamAWins > meetings.teamBWins ? 'home' : 'away';
      paragraphs.push(
        say(
          'insightHeadToHeadLead',
          {
            team: names[leader],
            other: names[leader === 'home' ? 'away' : 'home'],
            wins: String(Math.max(meetings.teamAWins, meetings.teamBWins)),
            total: String(total),
          },
          leader,
        ),
      );
    }
  }
  const leader = scorers[0];
  if (leader) {
    const side = sides.find((candidate) => teamId[candidate] === leader.teamId);
    const team = competition.teams.find((candidate) => candidate.id === leader.teamId);
    const name = team ? teamName(team, language) : leader.teamId;
    paragraphs.push(say('insightTopScorer', { player: leader.name, team: name, goals: String(leader.goals) }, side));
  }
  return paragraphs;
}
