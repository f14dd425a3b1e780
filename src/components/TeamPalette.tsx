import Box from '@mui/material/Box';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useEventData } from '../api/event-data.ts';
import { useWidgetQuery } from '../lib/navigation/widget-query.ts';
import { sideColours } from '../rules/team-colours.ts';

/**
 * Marks the two sides in the match's team colours in everything inside: charts, the pitch, the
 * line-ups. The brand's palette keeps the chrome; a team colour that the brand's page would not
 * let a fan see, or that the other side already wears, gives way to the brand's colour for that
 * side (rules/team-colours.ts). Both ways a chart reads a side's colour are covered: the theme's
 * value (drawn SVG) and the CSS variable (styles).
 */
export function TeamPalette({ children }: { children: ReactNode }) {
  const { eventId, lang } = useWidgetQuery();
  const teams = useEventData(eventId, lang).data;
  const { palette } = useTheme();
  const home = teams?.home.colours;
  const away = teams?.away.colours;
  const colours = useMemo(
    () => sideColours({ home, away }, palette.chart, [palette.background.default, palette.background.paper]),
    [home, away, palette.chart, palette.background.default, palette.background.paper],
  );
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
