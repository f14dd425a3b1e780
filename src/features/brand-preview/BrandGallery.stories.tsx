import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, within } from 'storybook/test';
import { brandNames, brandThemes } from '../../../.storybook/brands.ts';
import { BrandPreview } from './components/BrandPreview.tsx';
import type { BrandTheme } from '../../../contract/brand-theme.ts';
import { createBrandTheme } from '../../theme/create-brand-theme.ts';

const meta: Meta = { title: 'Theme/Brands' };
export default meta;

/** The swatch page of the brand picked in the toolbar. */
export const Swatches: StoryObj = {
  render: () => <BrandPreview />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent(String(globals.brand));
    await expect(canvas.getAllByRole('tab')).toHaveLength(3);
  },
};

function BrandTile({ brand }: { brand: BrandTheme }) {
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  const { colours } = brand;
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="figure"
        aria-label={brand.name}
        sx={{
          m: 0,
          p: 1.5,
          borderRadius: `${brand.radius.card}px`,
          backgroundColor: colours.background.default,
          backgroundImage: brand.backgroundImage,
          color: colours.text.primary,
          fontFamily: brand.typography.fontFamily,
          border: `1px solid ${colours.border}`,
        }}
      >
        <Box sx={{ height: 6, borderRadius: 3, backgroundImage: brand.gradient.css, mb: 1 }} />
        <Typography variant="default" component="figcaption" sx={{ fontWeight: 700 }}>
          {brand.name}
        </Typography>
        <Typography variant="tiny" component="p" sx={{ color: 'text.secondary' }}>
          {brand.mode} · {brand.backgroundType} · {brand.radius.card}px
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, my: 1 }}>
          {[colours.team.home.main, colours.team.home.light, colours.team.away.main, colours.team.away.light].map((colour, index) => (
            <Box key={index} sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: colour }} />
          ))}
        </Box>
        <Tabs value={0} variant="fullWidth" aria-label={`${brand.name} tabs`}>
          <Tab label="Stats" />
          <Tab label="Info" />
        </Tabs>
      </Box>
    </ThemeProvider>
  );
}

/** Every brand side by side, each in its own theme. */
export const AllBrands: StoryObj = {
  render: () => (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5, p: 1.5 }}>
      {brandNames.map((name) => (
        <BrandTile key={name} brand={brandThemes[name]!} />
      ))}
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const tiles = within(canvasElement).getAllByRole('figure');
    await expect(tiles).toHaveLength(brandNames.length);
  },
};
