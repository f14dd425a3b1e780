import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { intlLocale, type Language } from '../../../../contract/languages.ts';
import type { Incident, Side } from '../../../../contract/protocol.ts';
import { leader } from '../../../rules/match-goals.ts';
import { summaryFacts } from '../model/match-summary.ts';

/**
 * The half-time or post-match summary the scoreboard leads with, written in the fan's language
 * from the facts of the match (the score, the shoot-out, the scorers, the sendings-off). It works
 * the facts out of the incidents itself, so that rule loads with this chunk, not on the first paint.
 */
export default function MatchSummary({
  kind,
  incidents,
  score: finalScore,
  shootout,
  teams,
  lang,
}: {
  kind: 'halfTime' | 'postMatch';
  incidents: readonly Incident[];
  score: { home: number; away: number };
  shootout?: { home: number; away: number } | undefined;
  teams: Record<Side, string>;
  lang: Language;
}) {
  const { t } = useTranslation();
  const facts = summaryFacts(incidents, finalScore, shootout);
  const list = new Intl.ListFormat(intlLocale(lang), { type: 'conjunction' });
  const score = `${facts.score.home}-${facts.score.away}`;
  const ahead = leader(facts.score);
  const sentences: string[] = [];
  if (kind === 'halfTime') {
    sentences.push(ahead ? t('summary.halfTimeLead', { team: teams[ahead], score }) : t('summary.halfTimeLevel', { score }));
  } else if (facts.shootout && facts.shootout.home !== facts.shootout.away) {
    const winner: Side = facts.shootout.home > facts.shootout.away ? 'home' : 'away';
    sentences.push(t('summary.wonOnPenalties', { team: teams[winner], shootout: `${facts.shootout.home}-${facts.shootout.away}`, score }));
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
  return (
    <Box component="section" aria-labelledby="summary-title" data-testid="match-summary" sx={{ mb: 1.5 }}>
      <Typography id="summary-title" variant="large" component="h2" sx={{ fontWeight: 700 }}>
        {t(kind === 'halfTime' ? 'areas.halfTimeSummary' : 'areas.postMatchSummary')}
      </Typography>
      {sentences.map((sentence) => (
        <Typography key={sentence} variant="default" component="p" sx={{ mt: 0.5 }}>
          {sentence}
        </Typography>
      ))}
    </Box>
  );
}
