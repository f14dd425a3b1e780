import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Side } from '../../../contract/protocol.ts';
import { useTranslation } from '../../lib/i18n/react.tsx';
import { HeatMap } from './components/HeatMap.tsx';
import { heatMapView, type HeatGrid } from './model/heat-map.ts';
import euroPlayerStats from './testing/euro2020.player_stats.json';
import laligaPlayerStats from './testing/laliga.player_stats.json';

/**
 * The heat map alone, on players' real touch grids (StatsBomb): Messi against Alavés, Insigne and
 * Chiellini against Turkey, a goalkeeper. Brand and language come from the toolbar; some stories
 * pin a light brand, German or Greek.
 */
const meta: Meta = {
  title: 'Stats/Heat map',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, padding: 12 }}>
        <Story />
      </div>
    ),
  ],
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
