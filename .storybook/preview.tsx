import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { i18n as I18n } from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from '../src/lib/i18n/react.tsx';
import { createI18n } from '../src/lib/i18n/i18n.ts';
import { resolveLanguage, supportedLanguages } from '../contract/languages.ts';
import type { BrandTheme } from '../contract/brand-theme.ts';
import { createBrandTheme } from '../src/theme/create-brand-theme.ts';
import { brandNames, brandThemes } from './brands.ts';

function BrandFrame({ brand, i18n, children }: { brand: BrandTheme; i18n: I18n; children: ReactNode }) {
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <div
          style={{
            minHeight: '100vh',
            backgroundColor: brand.colours.background.default,
            backgroundImage: brand.backgroundImage,
            color: brand.colours.text.primary,
            fontFamily: brand.typography.fontFamily,
          }}
        >
          {children}
        </div>
      </ThemeProvider>
    </I18nextProvider>
  );
}

const withBrandAndLanguage: Decorator = (Story, context) => (
  <BrandFrame brand={brandThemes[String(context.globals.brand)] ?? brandThemes.DEFAULT!} i18n={context.loaded.i18n as I18n}>
    <Story />
  </BrandFrame>
);

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'Operator brand (tokens/brands)',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: brandNames, dynamicTitle: true },
    },
    lang: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: [...supportedLanguages], dynamicTitle: true },
    },
  },
  initialGlobals: { brand: 'DEFAULT', lang: 'en' },
  loaders: [async ({ globals }) => ({ i18n: await createI18n(resolveLanguage(String(globals.lang))) })],
  decorators: [withBrandAndLanguage],
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
};

export default preview;
