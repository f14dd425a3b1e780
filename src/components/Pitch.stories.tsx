import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { metrePitch } from '../../contract/pitch.ts';
import { Pitch } from './Pitch.tsx';

const meta: Meta<typeof Pitch> = { title: 'Components/Pitch', component: Pitch, parameters: { layout: 'padded' } };
export default meta;

const { length, width, penaltySpot } = metrePitch;

/** The whole pitch lying down, mown, every marking: a mark drawn on it is placed in metres (here on each penalty mark). */
export const WholeHorizontal: StoryObj = {
  render: () => (
    <Box sx={{ maxWidth: 480 }}>
      <Pitch stripes data-testid="pitch" role="img" aria-label="Pitch">
        <circle data-testid="left-spot" cx={penaltySpot} cy={width / 2} r={1.5} fill="currentColor" />
        <circle cx={length - penaltySpot} cy={width / 2} r={1.5} fill="currentColor" />
      </Pitch>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const pitch = within(canvasElement).getByTestId('pitch');
    // 105 by 68 m with 2 m of grass round the lines.
    await expect(pitch).toHaveAttribute('viewBox', '-2 -2 109 72');
  },
};

/** Half a pitch upright, its goal at the top, as the shot map draws it. */
export const HalfVertical: StoryObj = {
  render: () => (
    <Box sx={{ maxWidth: 320 }}>
      <Pitch orientation="vertical" extent="half" margin={1.5} lineWidth={0.3} data-testid="pitch" role="img" aria-label="Half a pitch" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('pitch')).toHaveAttribute('viewBox', '-1.5 -1.5 71 55.5');
  },
};
