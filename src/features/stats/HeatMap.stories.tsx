import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Side } from '../../../contract/protocol.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { HeatMap } from './components/HeatMap.tsx';
import { HeatMapPeriodToggle } from './components/HeatMapPeriodToggle.tsx';
import { heatMapPeriodGrids, heatMapView, type HeatGrid, type HeatGridByPeriod, type HeatMapPeriod } from './model/heat-map.ts';
import euroPlayerStats from './testing/euro2020.player_stats.json';
import laligaPlayerStats from './testing/laliga.player_stats.json';
import { matchProviders } from './testing/match-providers.tsx';
import { phoneColumn } from './testing/phone-column.tsx';
import { laligaEventData } from './testing/stats-feed.ts';

/**
 * The heat map alone, on players' real touch grids (StatsBomb): Messi against Alavés, Insigne and
 * Chiellini against Turkey, a goalkeeper; and the period toggle over the feed's per-half grids.
 * Brand and language come from the toolbar; some stories pin a light brand, German or Greek.
 */
const meta: Meta = {
  title: 'Stats/Heat map',
  // Barcelona v Alavés's colours; the Turkey v Italy stories draw the sides in the brand's colours.
  decorators: [phoneColumn, matchProviders(laligaEventData)],
};
export default meta;

const players = [...laligaPlayerStats.players, ...euroPlayerStats.players];
function Touches({ playerId }: { playerId: string }) {
  const { i18n } = useTranslation();
  const player = players.find((entry) => entry.playerId === playerId)!;
  return <HeatMap view={heatMapView(player.heatMap as HeatGrid)} side={player.side as Side} language={i18n.language} />;
}

export const MessiBarcelonaAlaves: StoryObj = {
  render: () => <Touches playerId="bar-lionel-messi" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('heat-map-summary')).toHaveTextContent(
      'Most touches in the right wing of the attacking third: 27% of 114.',
    );
  },
};
export const MessiLight: StoryObj = { globals: { brand: 'DEFAULT_LIGHT' }, render: () => <Touches playerId="bar-lionel-messi" /> };
export const InsigneTurkeyItalyGerman: StoryObj = {
  name: 'Insigne v Turkey (away colours), German',
  globals: { lang: 'de' },
  render: () => <Touches playerId="ita-lorenzo-insigne" />,
};
export const ChielliniGreekLight: StoryObj = {
  name: 'Chiellini v Turkey, Greek, light operator brand',
  globals: { brand: 'IVORY_STRIKER', lang: 'el' },
  render: () => <Touches playerId="ita-giorgio-chiellini" />,
};
export const GoalkeeperDarkOperator: StoryObj = {
  name: 'Ter Stegen: a goalkeeper, dark operator brand',
  globals: { brand: 'MIDNIGHT_MARKET' },
  render: () => <Touches playerId="bar-marc-andre-ter-stegen" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('heat-map-summary')).toHaveTextContent(/defensive third/);
  },
};

/** The map with its period toggle, as the player detail shows it, the first half chosen. */
function TouchesByPeriod({ playerId }: { playerId: string }) {
  const { i18n, t } = useTranslation();
  const player = players.find((entry) => entry.playerId === playerId)!;
  const options = heatMapPeriodGrids(player.heatMap as HeatGridByPeriod);
  const [period, setPeriod] = useState<HeatMapPeriod>('firstHalf');
  const shown = options.find((option) => option.period === period) ?? options[0]!;
  return (
    <div style={{ maxWidth: 320 }}>
      <HeatMapPeriodToggle periods={options.map((option) => option.period)} value={shown.period} onChange={setPeriod} />
      <HeatMap
        view={heatMapView(shown.grid)}
        side={player.side as Side}
        language={i18n.language}
        periodLabel={t(`stats.heatMapPeriods.${shown.period}`)}
      />
    </div>
  );
}

export const MessiByHalfGerman: StoryObj = {
  name: 'Messi by half, German, 320 px',
  globals: { lang: 'de' },
  render: () => <TouchesByPeriod playerId="bar-lionel-messi" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('heat-map-summary')).toHaveTextContent('27 % von 51.');
    await userEvent.click(canvas.getByRole('button', { name: '2. Halbzeit' }));
    await expect(canvas.getByTestId('heat-map-summary')).toHaveTextContent('27 % von 63.');
  },
};
export const InsigneByHalfGreekLight: StoryObj = {
  name: 'Insigne by half, Greek, light brand, 320 px',
  globals: { brand: 'DEFAULT_LIGHT', lang: 'el' },
  render: () => <TouchesByPeriod playerId="ita-lorenzo-insigne" />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Περίοδος του θερμικού χάρτη' });
    await expect(within(group).getByRole('button', { name: '1ο ημίχρονο' })).toHaveAttribute('aria-pressed', 'true');
    // Three buttons wrap inside 320 px rather than widen the page.
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
