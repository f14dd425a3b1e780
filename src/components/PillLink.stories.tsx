import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from '../lib/i18n/react.tsx';
import { PillLink } from './PillLink.tsx';

const meta: Meta<typeof PillLink> = { title: 'Components/PillLink', component: PillLink, parameters: { layout: 'padded' } };
export default meta;

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The scoreboard's calls to action on the page, and the match-ended poster's on its own surface: the query goes with the fan. */
export const OnToAnotherPage: StoryObj = {
  render: function Render() {
    const { t } = useTranslation();
    return (
      <MemoryRouter initialEntries={['/scoreboard?eventId=laliga-2018-19-bar-ala&lang=en']}>
        <Box component="nav" sx={{ display: 'flex', gap: 1, mb: 2 }}>
          <PillLink path="/stats/live-stats/summary">{t('cta.seeMatchStats')}</PillLink>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, p: 2, bgcolor: 'scoreboard.background', color: 'scoreboard.text' }}>
          <PillLink path="/scoreboard" text="inherit">
            {t('nav.scoreboard')}
          </PillLink>
        </Box>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [stats] = canvas.getAllByRole('link');
    await expect(stats).toHaveAttribute('href', '/stats/live-stats/summary?eventId=laliga-2018-19-bar-ala&lang=en');
    await userEvent.click(stats!);
    await expect(canvas.getByTestId('where')).toHaveTextContent('/stats/live-stats/summary?eventId=laliga-2018-19-bar-ala&lang=en');
  },
};
