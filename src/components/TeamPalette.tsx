import Box from '@mui/material/Box';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useEventData } from '../api/event-data.ts';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { sideColours, type SideColours } from '../rules/team-colours.ts';

/** What a team's mark sits on: the page and its cards, or the pitch's grass and mown stripe. */
export type TeamSurface = 'page' | 'pitch';

/**
 * The match's two sides in their teams' own colours, each lightened or darkened until it stands
 * 3:1 on `surface` (rules/team-colours.ts): the one rule the charts, the pitch, the formation and
 * the tracker draw the sides by. A team without recorded colours keeps the brand's side colour.
 */
export function useTeamColours(surface: TeamSurface = 'page'): SideColours {
  const { eventId, lang } = useWidgetQuery();
  const teams = useEventData(eventId, lang).data;
  const { palette } = useTheme();
  const home = teams?.home.colours;
  const away = teams?.away.colours;
  const [first, second] =
    surface === 'pitch' ? [palette.pitch.grass, palette.pitch.stripe] : [palette.background.default, palette.background.paper];
  return useMemo(() => sideColours({ home, away }, palette.chart, [first, second]), [home, away, palette.chart, first, second]);
}

/**
 * Marks the two sides in the match's team colours in everything inside: charts, the line-ups, and
 * with `surface="pitch"` what is drawn on the pitch. The brand's palette keeps the chrome. Both
 * ways a chart reads a side's colour are covered: the theme's value (drawn SVG) and the CSS
 * variable (styles).
 */
export function TeamPalette({ children, surface = 'page' }: { children: ReactNode; surface?: TeamSurface }) {
  const colours = useTeamColours(surface);
  const theme = useMemo(
    () => (outer: Theme) => ({
      ...outer,
      palette: {
        ...outer.palette,
        chart: { ...outer.palette.chart, home: colours.home, away: colours.away, onHome: colours.onHome, onAway: colours.onAway },
      },
    }),
    [colours],
  );
  return (
    <ThemeProvider theme={theme}>
      <Box
        data-testid="team-palette"
        data-surface={surface}
        data-home-colour={colours.home}
        data-away-colour={colours.away}
        sx={{
          display: 'contents',
          '--cpp-palette-chart-home': colours.home,
          '--cpp-palette-chart-away': colours.away,
          '--cpp-palette-chart-onHome': colours.onHome,
          '--cpp-palette-chart-onAway': colours.onAway,
        }}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}
