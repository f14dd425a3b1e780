import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

export interface MarksOf {
  goals: number;
  penaltyGoals: number;
  ownGoals: number;
  yellowCards: number;
  secondYellow: boolean;
  redCard: boolean;
  subbedOnMinute?: number | undefined;
  subbedOffMinute?: number | undefined;
}

const minute = (value: number) => `${value}′`;

function Card({ colour, second }: { colour: string; second?: string }) {
  return (
    <Box component="svg" viewBox="0 0 10 14" aria-hidden sx={{ width: 10, height: 14, flex: 'none' }}>
      {second ? <rect x="0" y="0" width="7" height="10" rx="1" fill={second} /> : null}
      <rect x={second ? 3 : 1} y={second ? 4 : 1} width={second ? 7 : 8} height={second ? 10 : 12} rx="1" fill={colour} />
    </Box>
  );
}

function Ball() {
  return (
    <Box component="svg" viewBox="0 0 16 16" aria-hidden sx={{ width: 14, height: 14, flex: 'none' }}>
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5l3 2.2-1.1 3.5H6.1L5 6.7z" fill="currentColor" />
    </Box>
  );
}

function Arrow({ up }: { up: boolean }) {
  return (
    <Box component="svg" viewBox="0 0 12 12" aria-hidden sx={{ width: 12, height: 12, flex: 'none' }}>
      <path d={up ? 'M6 1l5 6H8v4H4V7H1z' : 'M6 11L1 5h3V1h4v4h3z'} fill="currentColor" />
    </Box>
  );
}

/**
 * What a player did, as small marks that read without colour too: a ball per goal ("pen" for a
 * penalty, "OG" for an own goal), the cards, and the substitution arrows with the minute. Each mark
 * carries its words for screen readers.
 */
export function PlayerMarks({ player }: { player: MarksOf }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const marks: { key: string; label: string; node: ReactNode }[] = [];
  const openPlay = player.goals - player.penaltyGoals;
  for (let index = 0; index < openPlay; index += 1) marks.push({ key: `goal${index}`, label: t('incidents.goal'), node: <Ball /> });
  for (let index = 0; index < player.penaltyGoals; index += 1) {
    marks.push({
      key: `pen${index}`,
      label: t('incidents.penaltyGoal'),
      node: (
        <>
          <Ball />
          <Box component="span" sx={{ fontSize: 11 }}>
            {t('info.penaltyShort')}
          </Box>
        </>
      ),
    });
  }
  for (let index = 0; index < player.ownGoals; index += 1) {
    marks.push({
      key: `og${index}`,
      label: t('events.ownGoal'),
      node: (
        <>
          <Box component="span" sx={{ color: palette.error.main, display: 'inline-flex' }}>
            <Ball />
          </Box>
          <Box component="span" sx={{ fontSize: 11 }}>
            {t('info.ownGoalShort')}
          </Box>
        </>
      ),
    });
  }
  if (player.secondYellow) {
    marks.push({
      key: 'second',
      label: t('incidents.secondYellowCard'),
      node: <Card colour={palette.incident.redCard} second={palette.incident.yellowCard} />,
    });
  } else {
    if (player.yellowCards > 0)
      marks.push({ key: 'yellow', label: t('incidents.yellowCard'), node: <Card colour={palette.incident.yellowCard} /> });
    if (player.redCard) marks.push({ key: 'red', label: t('incidents.redCard'), node: <Card colour={palette.incident.redCard} /> });
  }
  if (player.subbedOnMinute !== undefined) {
    marks.push({
      key: 'on',
      label: `${t('events.substitutionOn')} ${minute(player.subbedOnMinute)}`,
      node: (
        <>
          <Box component="span" sx={{ color: palette.success.main, display: 'inline-flex' }}>
            <Arrow up />
          </Box>
          <span>{minute(player.subbedOnMinute)}</span>
        </>
      ),
    });
  }
  if (player.subbedOffMinute !== undefined) {
    marks.push({
      key: 'off',
      label: `${t('events.substitutionOff')} ${minute(player.subbedOffMinute)}`,
      node: (
        <>
          <Box component="span" sx={{ color: palette.error.main, display: 'inline-flex' }}>
            <Arrow up={false} />
          </Box>
          <span>{minute(player.subbedOffMinute)}</span>
        </>
      ),
    });
  }
  if (marks.length === 0) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, fontSize: 12 }}>
      {marks.map((mark) => (
        <Box
          key={mark.key}
          component="span"
          data-mark={mark.key.replace(/\d+$/, '')}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
        >
          <Box component="span" aria-hidden sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
            {mark.node}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            {mark.label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
