import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { MirroredBars } from './components/MirroredBars.tsx';
import { periodChoiceKey, PeriodToggle } from './components/PeriodToggle.tsx';
import {
  effectiveChoice,
  formatStat,
  periodOptions,
  periodSummary,
  statRows,
  type LiveStatsPage,
  type PeriodChoice,
} from './model/live-stat-rows.ts';
import { euro2020, laliga } from './testing/story-data.ts';
import { phoneColumn } from './testing/phone-column.tsx';

/**
 * A live-stats page with its first half / second half / match toggle, on real answers of our
 * feed. Brand and language come from the toolbar; try German and Greek at 320 px.
 */
const meta: Meta = {
  title: 'Stats/Live stats per half',
  decorators: [phoneColumn],
};
export default meta;

function PageWithToggle({ page, match, start = 'match' }: { page: LiveStatsPage; match: typeof laliga; start?: PeriodChoice }) {
  const { t, i18n } = useTranslation();
  const [wanted, setWanted] = useState<PeriodChoice>(start);
  const options = periodOptions(match.liveStats.periods);
  const choice = effectiveChoice(wanted, options);
  const summary = choice === 'match' ? match.liveStats.summary : periodSummary(match.liveStats.periods, choice, match.liveStats.momentum);
  const rows = summary
    ? statRows(page, summary).map((row) => ({
        ...row,
        label: t(`stats.${row.key}`),
        home: formatStat(row.home, row.format, i18n.language),
        away: formatStat(row.away, row.format, i18n.language),
      }))
    : [];
  return (
    <>
      <PeriodToggle options={options} choice={choice} onChange={setWanted} />
      <MirroredBars rows={rows} teams={match.teams} caption={`${t('nav.defence')}: ${t(periodChoiceKey[choice])}`} />
    </>
  );
}

export const DefenceBarcelonaAlaves: StoryObj = {
  render: () => <PageWithToggle page="defence" match={laliga} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // StatsBomb: Alavés 16 tackles to Barcelona's 6 over the match, 4 each in the first half.
    await expect(canvasElement.querySelector('[data-stat="tackles"]')?.textContent).toBe('6Tackles16');
    await userEvent.click(canvas.getByRole('button', { name: 'First half' }));
    await expect(canvasElement.querySelector('[data-stat="tackles"]')?.textContent).toBe('4Tackles4');
  },
};

export const AttackingSecondHalfTurkeyItaly: StoryObj = {
  render: () => <PageWithToggle page="attacking" match={euro2020} start="secondHalf" />,
};

export const WithoutHalves: StoryObj = {
  render: () => <PageWithToggle page="defence" match={{ ...laliga, liveStats: { ...laliga.liveStats, periods: undefined } }} />,
};
