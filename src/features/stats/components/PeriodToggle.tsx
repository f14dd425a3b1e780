import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { PeriodChoice, PeriodOption } from '../model/live-stat-rows.ts';

/** Translation key of each choice of the period toggle. */
export const periodChoiceKey: Record<PeriodChoice, string> = {
  firstHalf: 'scoreboard.firstHalf',
  secondHalf: 'scoreboard.secondHalf',
  extraTime: 'stats.extraTime',
  match: 'stats.wholeMatch',
};

/**
 * First half / second half / (extra time) / match. Buttons share the width and their labels
 * wrap, so German and Greek fit a 320 px phone; a half not yet started is shown but disabled.
 */
export function PeriodToggle({
  options,
  choice,
  onChange,
}: {
  options: PeriodOption[];
  choice: PeriodChoice;
  onChange: (choice: PeriodChoice) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      value={choice}
      aria-label={t('stats.periodChoice')}
      data-testid="period-toggle"
      // Clicking the pressed button again gives null: the choice stays.
      onChange={(_event, next: PeriodChoice | null) => next && onChange(next)}
      sx={{ mb: 1.5 }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.choice}
          value={option.choice}
          disabled={!option.available}
          sx={{
            px: 0.5,
            py: 0.5,
            minWidth: 0,
            fontSize: 13,
            lineHeight: 1.25,
            textTransform: 'none',
            whiteSpace: 'normal',
            hyphens: 'auto',
          }}
        >
          {t(periodChoiceKey[option.choice])}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
