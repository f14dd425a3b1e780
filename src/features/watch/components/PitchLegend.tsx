import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme, type Palette } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { BallGlyph, BoxGlyph, EventGlyph, GlyphIcon, ShotGlyph } from './PitchGlyphs.tsx';
import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';

export type XgColourChoice = 'team' | 'brand' | 'contrast';
const choices: readonly XgColourChoice[] = ['team', 'brand', 'contrast'];
const choiceKey = { team: 'pitch.colourTeam', brand: 'pitch.colourBrand', contrast: 'pitch.colourContrast' } as const;

/** The single colours an xG circle can take besides its team's, from the theme. */
export function xgColourChoices(palette: Pick<Palette, 'primary' | 'pitch'>): Record<Exclude<XgColourChoice, 'team'>, string> {
  return { brand: palette.primary.main, contrast: palette.pitch.line };
}

/** SPEC section 2: xG markers in a selectable colour, one of three radio buttons with its colour beside its name. */
export function XgColourPicker({ value, onChange }: { value: XgColourChoice; onChange(choice: XgColourChoice): void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const single = xgColourChoices(palette);
  return (
    <ChoiceToggle
      look="pills"
      label={t('pitch.xgColour')}
      spaceAbove={1}
      spaceBelow={0}
      value={value}
      onChange={onChange}
      choices={choices.map((choice) => ({
        value: choice,
        label: t(choiceKey[choice]),
        swatch: (
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              border: 1,
              borderColor: 'text.secondary',
              background:
                choice === 'team' ? `linear-gradient(90deg, ${palette.chart.home} 50%, ${palette.chart.away} 50%)` : single[choice],
            }}
          />
        ),
      }))}
    />
  );
}

function Item({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 24 }}>
      <GlyphIcon>{icon}</GlyphIcon>
      <Typography variant="small" component="span">
        {label}
      </Typography>
    </Box>
  );
}

/** What every mark of the pitch means, drawn with the pitch's own glyphs. */
export function PitchLegend() {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const fill = palette.text.primary;
  const outline = palette.background.paper;
  return (
    <Box component="section" aria-labelledby="pitch-legend-title" sx={{ mt: 1.5 }}>
      <Typography id="pitch-legend-title" variant="small" component="h3" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('pitch.legend')}
      </Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', columnGap: 1 }}
      >
        <Item icon={<ShotGlyph category="onTarget" goal fill={fill} outline={outline} />} label={t('incidents.goal')} />
        <Item icon={<ShotGlyph category="onTarget" goal={false} fill={fill} outline={outline} />} label={t('shots.onTarget')} />
        <Item icon={<ShotGlyph category="offTarget" goal={false} fill={fill} outline={outline} />} label={t('shots.offTarget')} />
        <Item icon={<ShotGlyph category="blocked" goal={false} fill={fill} outline={outline} />} label={t('shots.blocked')} />
        <Item icon={<BoxGlyph inside fill={fill} outline={fill} />} label={t('shots.insideBox')} />
        <Item icon={<BoxGlyph inside={false} fill={fill} outline={fill} />} label={t('shots.outsideBox')} />
        <Item icon={<circle r={1.8} fill={fill} fillOpacity={0.3} stroke={fill} strokeWidth={0.3} />} label={t('pitch.xgCircle')} />
        <Item icon={<BallGlyph fill={fill} outline={outline} />} label={t('pitch.ball')} />
        <Item icon={<EventGlyph kind="pass" fill={fill} outline={outline} />} label={t('pitch.kinds.pass')} />
        <Item icon={<EventGlyph kind="tackle" fill={fill} outline={outline} />} label={t('pitch.kinds.tackle')} />
        <Item icon={<EventGlyph kind="foul" fill={fill} outline={outline} />} label={t('pitch.kinds.foul')} />
        <Item icon={<EventGlyph kind="offside" fill={fill} outline={outline} />} label={t('pitch.kinds.offside')} />
        <Item icon={<EventGlyph kind="corner" fill={fill} outline={outline} />} label={t('pitch.kinds.corner')} />
      </Box>
    </Box>
  );
}
