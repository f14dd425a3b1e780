import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FactList } from '../../../components/FactList.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Shot } from '../model/expected-goals.ts';
import { minuteLabel, momentOf } from '../model/match-timeline.ts';
import { shotLabels } from '../model/shot-labels.ts';
import type { TeamNames } from './use-stats-match.ts';
import { SideSwatch } from './SideSwatch.tsx';

/**
 * The selected shot (SPEC section 3 shot attributes): player, minute, pattern of play, body part,
 * shot type, outcome and xG.
 */
export function ShotDetails({
  shot,
  teams,
  language,
  headingLevel = 'h3',
}: {
  shot: Shot;
  teams: TeamNames;
  language: string;
  /** One level below the shot chart's heading it sits under. */
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useTranslation();
  const labels = shotLabels(shot);
  const rows: [string, string][] = [
    [t('stats.minute'), `${minuteLabel(momentOf(shot))}'`],
    [t('table.team'), teams[shot.side].name],
    [t('shots.outcome'), t(labels.outcome)],
    ...(labels.pattern ? [[t('shots.patternOfPlay'), t(labels.pattern)] as [string, string]] : []),
    ...(labels.bodyPart ? [[t('shots.bodyPart'), t(labels.bodyPart)] as [string, string]] : []),
    ...(labels.shotType ? [[t('shots.shotType'), t(labels.shotType)] as [string, string]] : []),
    [t('shots.xgValue'), new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(shot.xg)],
  ];
  return (
    <Box data-testid="shot-details" aria-live="polite" sx={{ mt: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SideSwatch side={shot.side} />
        <Typography variant="large" component={headingLevel} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {shot.playerName}
        </Typography>
      </Box>
      <FactList facts={rows} />
    </Box>
  );
}
