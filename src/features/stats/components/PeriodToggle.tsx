import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { PeriodChoice, PeriodOption } from '../model/live-stat-rows.ts';

/** Translation key of each choice of the period toggle. */
export const periodChoiceKey: Record<PeriodChoice, string> = {
  firstHalf: 'scoreboard.firstHalf',
  secondHalf: 'scoreboard.secondHalf',
  extraTime: 'stats.extraTime',
  match: 'stats.wholeMatch',
};

/** First half / second half / (extra time) / match; a half not yet started is shown but disabled. */
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
    <ChoiceToggle
      choices={options.map((option) => ({ value: option.choice, label: t(periodChoiceKey[option.choice]), disabled: !option.available }))}
      value={choice}
      onChange={onChange}
      label={t('stats.periodChoice')}
      testId="period-toggle"
      spaceBelow={1.5}
    />
  );
}
