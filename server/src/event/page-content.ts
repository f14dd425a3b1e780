import { pages, type PagePath } from '../../../contract/pages.ts';
import { isLiveStage } from '../../../contract/stage-groups.ts';
import { fixturesAnswer, formAnswer, headToHeadScope, tablesAnswer, topScorersAnswer } from '../competition/answers.ts';
import { matchTexts } from '../competition/match-texts.ts';
import { competitionMoment, type CompetitionMoment } from '../competition/moment.ts';
import type { Replay } from '../replay/replay.ts';

/**
 * The pages whose figures or sentences come from the competition's results (server/data): the
 * routes of competition.ts. A match whose competition we hold no data for has none of them.
 */
const seasonAvg = '/stats/season-avg';
export const competitionPaths: readonly string[] = [
  '/info/form',
  '/info/h2h',
  '/info/preview',
  '/info/insights',
  '/info/table',
  '/info/fixtures',
  '/stats/top-scorers',
  ...pages.filter((page) => page.path === seasonAvg || ('parent' in page && page.parent === seasonAvg)).map((page) => page.path),
];

/**
 * The competition pages with nothing to say for this match at this moment, which `/availability`
 * then does not offer (SPEC section 2: a sub-page is offered only if availability lists its path),
 * rather than a page that reads "No result found". Each test is the widget's own empty state:
 * a table without rows, no form, no fixtures, no match text; the head-to-head has something to
 * say whenever we hold a record of the pair, even with no meeting in it (it says so, and how far
 * the record reaches); the top scorers when a scorer is listed, or when the results name none
 * and the page says so (its coverage line).
 */
export function pagesWithoutContent(moment: CompetitionMoment | null): Set<PagePath | string> {
  if (!moment) return new Set(competitionPaths);
  const { replay, context, before, now, current } = moment;
  const { scenario } = replay.match;
  const inPlay = isLiveStage(replay.state().stage);
  const empty = new Set<string>();
  if (tablesAnswer(context, before, now, current, inPlay).tables.every((table) => table.rows.length === 0)) empty.add('/info/table');
  const form = formAnswer(context, now, 6);
  if (form.home.entries.length + form.away.entries.length === 0) empty.add('/info/form');
  const fixtures = fixturesAnswer(context, current, inPlay, scenario.competition.round);
  const fixtureCount =
    fixtures.rounds.length +
    fixtures.sameRound.length +
    fixtures.home.previous.length +
    fixtures.home.next.length +
    fixtures.away.previous.length +
    fixtures.away.next.length;
  if (fixtureCount === 0) empty.add('/info/fixtures');
  if (headToHeadScope(context).kind === 'none') empty.add('/info/h2h');
  // Whether a sentence is said does not depend on the language it is said in.
  for (const kind of ['preview', 'insights'] as const) {
    if (matchTexts(kind, scenario, context, 'en').length === 0) empty.add(`/info/${kind}`);
  }
  const scorers = topScorersAnswer(context.competition, now, 1);
  if (scorers.available && scorers.rows.length === 0) empty.add('/stats/top-scorers');
  return empty;
}

/**
 * The answers change only with this match's result so far and whether it is in play, so one
 * reckoning (tens of milliseconds: tables, fixtures and texts of a whole season) serves every
 * `/availability` poll until then.
 */
const reckoned = new Map<string, ReadonlySet<string>>();
const reckonedLimit = 256;

/** `pagesWithoutContent` for a replay at its current second. */
export async function replayPagesWithoutContent(replay: Replay): Promise<ReadonlySet<string>> {
  const moment = await competitionMoment(replay);
  if (!moment) return pagesWithoutContent(null);
  const key = JSON.stringify([replay.match.scenario.id, isLiveStage(replay.state().stage), moment.current]);
  let empty = reckoned.get(key);
  if (!empty) {
    empty = pagesWithoutContent(moment);
    if (reckoned.size >= reckonedLimit) reckoned.delete(reckoned.keys().next().value!);
    reckoned.set(key, empty);
  }
  return empty;
}
