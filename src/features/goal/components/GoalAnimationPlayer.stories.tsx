import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import GoalAnimationPlayer from './GoalAnimationPlayer.tsx';

/** The goal animation in the brand's colours, as the overlay paints it for either side. */
function Goal({ side }: { side: 'home' | 'away' }) {
  const theme = useTheme();
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', p: 2 }}>
      <GoalAnimationPlayer
        colours={{
          team: theme.palette[side].main,
          onTeam: theme.palette.chart[side === 'home' ? 'onHome' : 'onAway'],
          grass: theme.palette.pitch.grass,
          stripe: theme.palette.pitch.stripe,
          line: theme.palette.pitch.line,
        }}
      />
    </Box>
  );
}

const meta: Meta = { title: 'Goal/Goal animation' };
export default meta;

export const HomeGoal: StoryObj = {
  render: () => <Goal side="home" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('svg')).not.toBeNull());
  },
};
export const AwayGoal: StoryObj = { render: () => <Goal side="away" /> };
