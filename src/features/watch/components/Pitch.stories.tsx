import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { PitchEvent, StatsSummary } from '../../../../contract/protocol.ts';
import { latestEvents, placeShots, toPitch, visualisationEvents, type ShotMarker } from '../pitch/pitch-model.ts';
import { PitchLegend, XgColourPicker, type XgColourChoice } from './PitchLegend.tsx';
import { OverlayPanel } from './PitchPanels.tsx';
import { PitchSvg } from './PitchSvg.tsx';

// Barcelona 3-0 Alavés, La Liga 2018/19: six of its shots as the feed serves them (StatsBomb data).
const shots: ShotMarker[] = [
  {
    id: 'e0',
    period: 'firstHalf',
    second: 29,
    side: 'home',
    minute: 3,
    playerName: 'Lionel Messi',
    outcome: 'offTarget',
    xg: 0.0955,
    bodyPart: 'rightFoot',
    pattern: 'regularPlay',
    x: 93.1,
    y: 64.6,
  },
  {
    id: 'e6',
    period: 'firstHalf',
    second: 19,
    side: 'away',
    minute: 17,
    playerName: 'Rubén Sobrino',
    outcome: 'offTarget',
    xg: 0.138,
    bodyPart: 'head',
    pattern: 'regularPlay',
    x: 90.9,
    y: 48.4,
  },
  {
    id: 'e32',
    period: 'secondHalf',
    second: 7,
    side: 'away',
    minute: 52,
    playerName: 'Wakaso',
    outcome: 'blocked',
    xg: 0.0263,
    bodyPart: 'leftFoot',
    pattern: 'throwInSetPiece',
    x: 88.3,
    y: 28.7,
  },
  {
    id: 'e42',
    period: 'secondHalf',
    second: 11,
    side: 'home',
    minute: 64,
    playerName: 'Lionel Messi',
    outcome: 'goal',
    xg: 0.1261,
    bodyPart: 'leftFoot',
    pattern: 'directFreeKick',
    x: 80.1,
    y: 56.4,
  },
  {
    id: 'e58',
    period: 'secondHalf',
    second: 17,
    side: 'away',
    minute: 79,
    playerName: 'Adrián Marín',
    outcome: 'offTarget',
    xg: 0.1395,
    bodyPart: 'rightFoot',
    pattern: 'setPiece',
    x: 94.5,
    y: 41.9,
  },
  {
    id: 'e62',
    period: 'secondHalf',
    second: 41,
    side: 'home',
    minute: 83,
    playerName: 'Philippe Coutinho',
    outcome: 'goal',
    xg: 0.0629,
    bodyPart: 'rightFoot',
    pattern: 'regularPlay',
    x: 87.6,
    y: 38.9,
  },
];
const events: PitchEvent[] = [
  { id: 'e61', kind: 'corner', side: 'home', x: 99, y: 1, minute: 76 },
  { id: 'e63', kind: 'foul', side: 'away', x: 25, y: 50, minute: 76 },
  { id: 'e69', kind: 'offside', side: 'home', x: 78, y: 40, minute: 81 },
  { id: 'e70', kind: 'tackle', side: 'away', x: 40, y: 30, minute: 82 },
  { id: 'e71', kind: 'pass', side: 'home', x: 55, y: 62, minute: 83 },
];
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
      summary={data ? summary : undefined}
      players={
        data
          ? [
              {
                playerId: 'p1',
                name: 'Lionel Messi',
                side: 'home',
                position: 'attacker',
                minutes: 90,
                goals: 2,
                assists: 0,
                shots: 7,
                shotsOnTarget: 5,
                expectedGoals: 1.08,
                foulsCommitted: 0,
                yellowCards: 0,
                redCards: 0,
              },
              {
                playerId: 'p2',
                name: 'Ibai Gómez',
                side: 'away',
                position: 'midfielder',
                minutes: 90,
                goals: 0,
                assists: 0,
                shots: 3,
                shotsOnTarget: 0,
                expectedGoals: 0.61,
                foulsCommitted: 1,
                yellowCards: 0,
                redCards: 0,
              },
            ]
          : undefined
      }
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
export const BetOverlay: StoryObj = { render: () => panel('bet') };
export const OverlayLoading: StoryObj = { render: () => panel('teamStats', false) };
