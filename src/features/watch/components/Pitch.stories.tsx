import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { LiveStatsAnswer } from '../../../../contract/match-data.ts';
import type { StatsSummary } from '../../../../contract/protocol.ts';
import { latestEvents, placeShots, toPitch, visualisationEvents } from '../pitch/pitch-model.ts';
import { barcelonaAlavesPitchEvents, barcelonaAlavesPlayerLines, barcelonaAlavesShots } from '../testing/barcelona-alaves.ts';
import { PitchLegend, XgColourPicker, type XgColourChoice } from './PitchLegend.tsx';
import { OverlayPanel } from './PitchPanels.tsx';
import { PitchSvg } from './PitchSvg.tsx';

const shots = barcelonaAlavesShots;
const events = barcelonaAlavesPitchEvents;
const side = (goals: number, possession: number, corners: number, yellowCards: number, xg: number, shots: number, shotsOnTarget: number) =>
  ({
    goals,
    possession,
    corners,
    yellowCards,
    redCards: 0,
    shots,
    shotsOnTarget,
    expectedGoals: xg,
    foulsConceded: 12,
    offsides: 3,
  }) as StatsSummary['home'];
const summary: StatsSummary = { home: side(3, 79.9, 6, 0, 2.99, 25, 9), away: side(0, 20.1, 1, 2, 0.3, 3, 0) };
// At full time, 0-0 at the break (StatsBomb): every bet line settled.
const atFullTime: LiveStatsAnswer = {
  stage: 'played',
  summary,
  periods: [
    { period: 'firstHalf', summary: { home: side(0, 77.9, 3, 0, 1.27, 11, 2), away: side(0, 22.1, 1, 2, 0.14, 1, 0) } },
    { period: 'secondHalf', summary: { home: side(3, 81.7, 3, 0, 1.72, 14, 7), away: side(0, 18.3, 0, 0, 0.17, 2, 0) } },
  ],
  momentum: [],
  shots,
  xgTimeline: [],
};
const teams = { home: 'Barcelona', away: 'Deportivo Alavés Sociedad Anónima Deportiva' };

function Pitch({ empty = false }: { empty?: boolean }) {
  const [selected, setSelected] = useState<string | null>(null);
  const [xg, setXg] = useState<XgColourChoice>('team');
  const placed = empty ? [] : placeShots(shots);
  return (
    <Box sx={{ maxWidth: 480, p: 1.5 }}>
      <PitchSvg
        label="Pitch View"
        shots={placed}
        xgColour={xg === 'team' ? 'team' : xg === 'brand' ? 'var(--cpp-palette-primary-main)' : 'var(--cpp-palette-pitch-line)'}
        events={empty ? [] : latestEvents(events, new Set(visualisationEvents))}
        ball={empty ? null : toPitch(55, 62)}
        selected={selected}
        onSelect={setSelected}
        describeShot={(shot) => `${shot.shot.minute}' ${shot.shot.playerName} xG ${shot.shot.xg}`}
        describeEvent={(event) => `${event.event.minute}' ${event.event.kind}`}
        ballLabel="Ball"
      />
      <XgColourPicker value={xg} onChange={setXg} />
      <PitchLegend />
    </Box>
  );
}

const meta: Meta = { title: 'Watch/Pitch view' };
export default meta;

export const ShotsAndLatestEvents: StoryObj = {
  render: () => <Pitch />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const goal = canvas.getByRole('button', { name: "64' Lionel Messi xG 0.1261" });
    await userEvent.click(goal);
    await expect(goal).toHaveAttribute('aria-pressed', 'true');
    // One xG circle a shot on the pitch (the legend draws its own sample).
    const pitch = canvas.getByRole('group', { name: 'Pitch View' });
    await expect(pitch.querySelectorAll('circle[fill-opacity="0.3"]')).toHaveLength(shots.length);
  },
};

export const BeforeKickOff: StoryObj = { render: () => <Pitch empty /> };

const panel = (view: 'teamStats' | 'playerStats' | 'bet', data = true) => (
  <Box sx={{ position: 'relative', maxWidth: 480, height: 320, m: 1.5 }}>
    <OverlayPanel
      view={view}
      id={`story-${view}`}
      teams={teams}
      stats={data ? atFullTime : undefined}
      players={data ? barcelonaAlavesPlayerLines : undefined}
      onClose={() => {}}
    />
  </Box>
);

export const TeamStatsOverlay: StoryObj = {
  render: () => panel('teamStats'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveTextContent('80%');
  },
};
export const PlayerStatsOverlay: StoryObj = { render: () => panel('playerStats') };
export const BetOverlay: StoryObj = {
  render: () => panel('bet'),
  play: async ({ canvasElement }) => {
    // Full time: every line is won or lost, none "not yet".
    const region = within(canvasElement).getByRole('region');
    await expect(region).toHaveTextContent('Goals · Over 2.53Won');
    await expect(region).toHaveTextContent('Corners · Over 9.57Lost');
    await expect(region).not.toHaveTextContent('Not yet');
  },
};
export const OverlayLoading: StoryObj = { render: () => panel('teamStats', false) };
