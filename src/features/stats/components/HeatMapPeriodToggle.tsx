import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { HeatMapPeriod } from '../model/heat-map.ts';

/**
 * Which period the heat map draws: the shared choice control as chips, one pressed, that wrap onto
 * a second line where the words are long (German, Greek) rather than push the page sideways at 320 px.
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
    <ChoiceToggle
      look="chips"
      label={t('stats.heatMapPeriods.label')}
      choices={periods.map((period) => ({ value: period, label: t(`stats.heatMapPeriods.${period}`) }))}
      value={value}
      onChange={onChange}
    />
  );
}
