import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { HeatMapPeriod } from '../model/heat-map.ts';

/**
 * Which period the heat map draws: a row of toggle buttons, one pressed, that wraps onto a second
 * line where the words are long (German, Greek) rather than push the page sideways at 320 px.
 */
export function HeatMapPeriodToggle({
  periods,
  value,
  onChange,
}: {
  periods: readonly HeatMapPeriod[];
  value: HeatMapPeriod;
  onChange: (period: HeatMapPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box role="group" aria-label={t('stats.heatMapPeriods.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
      {periods.map((period) => {
        const pressed = period === value;
        return (
          <PlainButton
            key={period}
            aria-pressed={pressed}
            data-period={period}
            onClick={() => onChange(period)}
            sx={(theme) => {
              const palette = (theme.vars ?? theme).palette;
              return {
                minHeight: 36,
                px: 1.5,
                fontSize: theme.typography.small.fontSize,
                // Pressed reads by its frame, tint and weight, not by colour alone; the text keeps
                // the page's own colour, which every brand's contrast check covers.
                border: `${pressed ? 2 : 1}px solid ${pressed ? palette.primary.main : palette.divider}`,
                bgcolor: pressed ? palette.action.selected : 'transparent',
                color: palette.text.primary,
                fontWeight: pressed ? 700 : 400,
                overflowWrap: 'anywhere',
              };
            }}
          >
            {t(`stats.heatMapPeriods.${period}`)}
          </PlainButton>
        );
      })}
    </Box>
  );
}
