import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useOptaPoints } from '../api/opta-points.ts';
import { RankedList, RankedRow, rankedIndent } from '../components/RankedRow.tsx';
import { StatsFrame } from '../components/StatsFrame.tsx';
import { useStatsMatch } from '../components/use-stats-match.ts';
import { orderPoints } from '../model/rankings.ts';

/** Labels of the breakdown's parts; a part we have no word for yet is shown as the feed names it. */
const partKeys: Record<string, string> = {
  appearance: 'stats.appearance',
  goals: 'stats.goals',
  assists: 'stats.assists',
  shotsOnTarget: 'stats.shotsOnTarget',
  cleanSheet: 'stats.cleanSheet',
  goalsConceded: 'stats.goalsConceded',
  yellowCards: 'stats.yellowCards',
  redCards: 'stats.redCards',
  cards: 'stats.cards',
  ownGoals: 'events.ownGoal',
  penaltiesMissed: 'incidents.penaltyMiss',
};

/**
 * `/stats/opta-points`: each player's match points, most first, with how he earned them. The
 * points are a rule of ours on StatsBomb's events, not Opta's, and the page says so first.
 */
export function OptaPointsScreen({ titleKey }: { titleKey: string }) {
  const { t, i18n } = useTranslation();
  const match = useStatsMatch(t('common.notAvailable'));
  const answer = useOptaPoints(match.eventId, match.lang, match.live);
  // Players go by the name they are known by ("Messi"), as on the line-ups.
  const rows = answer.data
    ? orderPoints(
        answer.data.players.map((player) => ({ ...player, name: player.shortName ?? player.name })),
        i18n.language,
      )
    : [];
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <StatsFrame titleKey={titleKey} answer={answer} eventId={match.eventId} empty={rows.length === 0}>
      <Typography variant="small" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
        {t('stats.pointsAbout')}
      </Typography>
      <RankedList testId="opta-points">
        {rows.map((row) => (
          <RankedRow
            key={row.playerId}
            side={row.side}
            name={row.name}
            value={row.points}
            valueLabel={`${row.points} ${t('stats.points')}`}
            detail={[match.teams[row.side].code, t(`positions.${row.position}`, { defaultValue: row.position })].join(' · ')}
          >
            <Typography variant="small" component="p" data-testid="points-breakdown" sx={{ pl: rankedIndent }}>
              {row.lines.map(([part, value]) => `${t(partKeys[part] ?? part, { defaultValue: part })} ${number.format(value)}`).join(' · ')}
            </Typography>
          </RankedRow>
        ))}
      </RankedList>
      {answer.data ? (
        <Box component="details" sx={{ mt: 2 }}>
          <Typography component="summary" variant="default" sx={{ cursor: 'pointer', fontWeight: 700 }}>
            {t('stats.howPointsAreEarned')}
          </Typography>
          <Typography variant="small" component="p" sx={{ mt: 1 }}>
            {/* The feed's rule, in the fan's language (points-rule.test.ts keeps the English the feed's). */}
            {t('stats.optaPointsRule')}
          </Typography>
        </Box>
      ) : null}
    </StatsFrame>
  );
}
