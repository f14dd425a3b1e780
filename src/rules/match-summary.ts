import { intlLocale, type Language } from '../../contract/languages.ts';
import type { Incident, Side } from '../../contract/protocol.ts';
import { leader, minuteText, scorersBySide, type ScorerLine } from './match-goals.ts';

// The half-time and post-match summary's rules, apart from match-story.ts: only the summary's lazy
// chunk and the facts-first script's summary (src/facts-first/summary.ts) read them, so they stay
// off the first paint.

export interface MatchSummaryFacts {
  score: { home: number; away: number };
  shootout?: { home: number; away: number };
  scorers: Record<Side, ScorerLine[]>;
  sentOff: { side: Side; name: string | undefined; minute: string }[];
}

/** What a half-time or post-match summary says, from the incidents and the score. */
export function summaryFacts(
  incidents: readonly Incident[],
  score: { home: number; away: number },
  shootout?: { home: number; away: number },
): MatchSummaryFacts {
  return {
    score,
    ...(shootout ? { shootout } : {}),
    scorers: scorersBySide(incidents),
    sentOff: incidents
      .filter((incident) => incident.type === 'redCard' || incident.type === 'secondYellowCard')
      .map((incident) => ({ side: incident.side, name: incident.playerName, minute: minuteText(incident.minute, incident.addedMinute) })),
  };
}

/** A string of the fan's language by key, its `{{name}}` placeholders filled: i18next's `t`, or the script's own. */
export type Translate = (key: string, values?: Record<string, string>) => string;

export interface SummaryInputs {
  kind: 'halfTime' | 'postMatch';
  incidents: readonly Incident[];
  score: { home: number; away: number };
  shootout?: { home: number; away: number } | undefined;
  /** The teams' names as the page shows them. */
  teams: Record<Side, string>;
  lang: Language;
}

/**
 * The summary's title and sentences in the fan's language: the result (a shoot-out's winner after
 * a draw), the goals with their minutes and marks, and the sendings-off. One rule for the
 * scoreboard's summary and the facts-first script's, so both write the same words.
 */
export function summaryText({ kind, incidents, score: finalScore, shootout, teams, lang }: SummaryInputs, t: Translate) {
  const facts = summaryFacts(incidents, finalScore, shootout);
  const list = new Intl.ListFormat(intlLocale(lang), { type: 'conjunction' });
  // A score is one word: a non-breaking hyphen keeps "3-3" whole at the end of a narrow line.
  const pair = ({ home, away }: Record<Side, number>) => `${home}\u2011${away}`;
  const score = pair(facts.score);
  const ahead = leader(facts.score);
  const sentences: string[] = [];
  if (kind === 'halfTime') {
    sentences.push(ahead ? t('summary.halfTimeLead', { team: teams[ahead], score }) : t('summary.halfTimeLevel', { score }));
  } else if (facts.shootout && facts.shootout.home !== facts.shootout.away) {
    const winner: Side = facts.shootout.home > facts.shootout.away ? 'home' : 'away';
    sentences.push(t('summary.wonOnPenalties', { team: teams[winner], shootout: pair(facts.shootout), score }));
  } else {
    sentences.push(ahead ? t('summary.won', { team: teams[ahead], score }) : t('summary.drew', { score }));
  }
  const goals = (['home', 'away'] as const).flatMap((side) =>
    facts.scorers[side].map((line) => {
      const minutes = line.goals
        .map(
          (goal) =>
            `${goal.minute}${goal.mark === 'penalty' ? ` ${t('scoreboard.penaltyShort')}` : goal.mark === 'ownGoal' ? ` ${t('scoreboard.ownGoalShort')}` : ''}`,
        )
        .join(', ');
      // Goals with no scorer are the team's: "Argentina 95'".
      return `${line.noScorer ? teams[side] : line.name || t('common.notAvailable')} ${minutes}`;
    }),
  );
  // An abbreviation's full stop at the end of the list ("118' πέν.") is the sentence's full stop too.
  const goalList = list.format(goals).replace(/\.$/, '');
  sentences.push(goals.length > 0 ? t('summary.goals', { list: goalList }) : t('summary.noGoals'));
  if (facts.sentOff.length > 0)
    sentences.push(
      t('summary.sentOff', {
        list: list.format(
          facts.sentOff.map((entry) => `${entry.name || t('common.notAvailable')} (${teams[entry.side]}, ${entry.minute})`),
        ),
      }),
    );
  return { title: t(kind === 'halfTime' ? 'areas.halfTimeSummary' : 'areas.postMatchSummary'), sentences };
}
