import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { ContentColumn } from '../../../components/ContentColumn.tsx';
import { incidentColourNames, typographyVariantNames } from '../../../../contract/brand-vocabulary.ts';

const incidentLabelKeys = {
  goal: 'incidents.goal',
  yellowCard: 'incidents.yellowCard',
  redCard: 'incidents.redCard',
  penalty: 'incidents.penalty',
  miss: 'incidents.miss',
  var: 'incidents.var',
} as const;

/** A team colour: the swatch with its hex value under it, so it fits three abreast at 320 px. */
function TeamSwatch({ colour }: { colour: string }) {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.25 }}>
      <Box aria-hidden sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: colour, border: 1, borderColor: 'divider' }} />
      <Typography variant="tiny" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
        {colour}
      </Typography>
    </Box>
  );
}

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box aria-hidden sx={{ width: 24, height: 24, flex: 'none', borderRadius: 1, bgcolor: colour, border: 1, borderColor: 'divider' }} />
      <Typography variant="small" noWrap>
        {label}
      </Typography>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ p: 1.5, mt: 1.5, borderRadius: 1 }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 1 } as const;

/** The first screen (home route): what this bundle's brand looks like, in its own theme. */
export function BrandPreview() {
  const { t } = useTranslation();
  const theme = useTheme<Theme>();
  const { palette, shape } = theme;
  const [tab, setTab] = useState(0);
  const backgroundTypeKey = {
    solid: 'brandPreview.backgroundSolid',
    mesh: 'brandPreview.backgroundMesh',
    gradient: 'brandPreview.backgroundGradient',
    linear: 'brandPreview.backgroundLinear',
  }[palette.brand.backgroundType];

  return (
    <ContentColumn>
      <Box
        sx={{ borderRadius: 1, p: 2, color: palette.brand.onGradient, backgroundImage: palette.brand.gradient }}
        data-testid="brand-gradient"
      >
        <Typography variant="tiny" component="p" sx={{ textTransform: 'uppercase', letterSpacing: 1 }}>
          {t('brandPreview.title')}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {palette.brand.name}
        </Typography>
      </Box>
      <Typography variant="small" component="p" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {t('brandPreview.intro', { brand: palette.brand.name })}
      </Typography>
      <Typography variant="small" component="p" sx={{ mt: 0.5, color: 'text.secondary' }}>
        {t('brandPreview.mode', { mode: t(palette.mode === 'dark' ? 'brandPreview.modeDark' : 'brandPreview.modeLight') })}
        {' · '}
        {t('brandPreview.background', { type: t(backgroundTypeKey) })}
        {' · '}
        {t('brandPreview.radius', { radius: shape.borderRadius })}
      </Typography>

      <Section title={t('brandPreview.teamColours')}>
        {(['home', 'away'] as const).map((side) => (
          <Box key={side} sx={{ display: 'grid', gridTemplateColumns: '64px repeat(3, 1fr)', alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="small" sx={{ fontWeight: 600 }}>
              {t(side === 'home' ? 'common.home' : 'common.away')}
            </Typography>
            {(['main', 'dark', 'light'] as const).map((shade) => (
              <TeamSwatch key={shade} colour={palette[side][shade]} />
            ))}
          </Box>
        ))}
        <Box sx={{ display: 'flex', height: 8, mt: 1.5, borderRadius: 4, overflow: 'hidden' }} aria-hidden>
          <Box sx={{ flex: 58, bgcolor: 'home.main' }} />
          <Box sx={{ flex: 42, bgcolor: 'away.main' }} />
        </Box>
      </Section>

      <Section title={t('brandPreview.tabs')}>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          variant="scrollable"
          scrollButtons={false}
          aria-label={t('brandPreview.tabs')}
        >
          <Tab label={t('nav.stats')} />
          <Tab label={t('nav.info')} />
          <Tab label={t('nav.lineups')} />
        </Tabs>
        <Box sx={{ display: 'flex', gap: 2, mt: 1.5 }}>
          <Box sx={{ width: 40, borderRadius: 1, bgcolor: 'nav.background', py: 1, display: 'grid', justifyItems: 'center', gap: 1 }}>
            <Box sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: 'nav.active' }} aria-hidden />
            <Box sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: 'nav.inactive' }} aria-hidden />
            <Box sx={{ width: 20, height: 20, borderRadius: '50%', bgcolor: 'nav.inactive' }} aria-hidden />
          </Box>
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <Swatch colour={palette.nav.active} label={t('brandPreview.active')} />
            <Swatch colour={palette.nav.inactive} label={t('brandPreview.inactive')} />
          </Box>
        </Box>
      </Section>

      <Section title={t('brandPreview.incidents')}>
        <Box sx={grid}>
          {incidentColourNames.map((name) => (
            <Swatch key={name} colour={palette.incident[name]} label={t(incidentLabelKeys[name])} />
          ))}
        </Box>
      </Section>

      <Section title={t('brandPreview.typography')}>
        {typographyVariantNames.map((variant) => (
          <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }}>
            <Typography variant="tiny" sx={{ width: 56, flex: 'none', color: 'text.secondary' }}>
              {variant}
            </Typography>
            <Typography variant={variant} component="p" sx={{ minWidth: 0 }}>
              {t('brandPreview.sample')}
            </Typography>
          </Box>
        ))}
      </Section>
    </ContentColumn>
  );
}
