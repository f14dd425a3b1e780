import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { z } from 'zod/mini';
import type { tableAnswerSchema } from '../../../../contract/match-data.ts';
import { intlLocale, type Language } from '../../../../contract/languages.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useTable } from '../api/table.ts';
import { zoneOf, zoneOrder, type Zone } from '../rules/table-zones.ts';
import { FormBadge } from './FormBadge.tsx';
import { AnswerStates } from './InfoScreen.tsx';
import { useMatchContext } from './use-match-context.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

type TableAnswer = z.infer<typeof tableAnswerSchema>;
type Row = TableAnswer['tables'][number]['rows'][number];

const rankWidth = 48;
const zoneTone: Record<Zone, 'success' | 'info' | 'warning' | 'error' | 'secondary'> = {
  qualified: 'success',
  bestThird: 'warning',
  championsLeague: 'success',
  europaLeague: 'info',
  relegation: 'error',
};
const zoneColour = (theme: Theme, zone: Zone) => (theme.vars ?? theme).palette[zoneTone[zone]].main;

/** Cells that stay put while the rest of the row scrolls: opaque, so what scrolls under them does not show. */
const stickyCell = (theme: Theme, left: number, current: boolean) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'sticky',
    left,
    zIndex: 1,
    bgcolor: palette.background.default,
    backgroundImage: current ? `linear-gradient(${palette.action.selected}, ${palette.action.selected})` : 'none',
  } as const;
};

/**
 * A row's position marker: up or down since kick-off while the match is live (the teams of this
 * match keep theirs afterwards: the places this result moved them), and the current team's dot.
 */
function Movement({ movement, current, live }: { movement: number; current: boolean; live: boolean }) {
  const { t } = useTranslation();
  if (!current && (movement === 0 || !live)) return null;
  const kind = movement > 0 ? 'up' : movement < 0 ? 'down' : 'currentTeam';
  const glyph = kind === 'up' ? '▲' : kind === 'down' ? '▼' : '●';
  return (
    <Box
      component="span"
      data-movement={kind}
      sx={(theme) => ({
        fontSize: 10,
        ml: 0.25,
        color: (theme.vars ?? theme).palette[kind === 'up' ? 'success' : kind === 'down' ? 'error' : 'primary'].main,
      })}
    >
      <span aria-hidden>{glyph}</span>
      <Box component="span" sx={visuallyHidden}>
        {t(`table.${kind}`)}
        {movement !== 0 ? ` ${Math.abs(movement)}` : ''}
      </Box>
    </Box>
  );
}

function StandingsTable({
  competitionId,
  group,
  rows,
  caption,
  lang,
  live,
}: {
  competitionId: string;
  group: string | null;
  rows: Row[];
  caption: string;
  lang: Language;
  live: boolean;
}) {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const average = new Intl.NumberFormat(intlLocale(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const signed = new Intl.NumberFormat(intlLocale(lang), { signDisplay: 'exceptZero' });
  const columns = [
    ['played', 'played'],
    ['won', 'won'],
    ['drawn', 'drawn'],
    ['lost', 'lost'],
    ['goalDifference', 'goalDifference'],
    ['points', 'points'],
    ['averagePoints', 'averagePoints'],
  ] as const;
  const cell = { px: 0.75, py: 0.75, textAlign: 'center', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <Box
      role="region"
      aria-label={caption}
      tabIndex={0}
      data-testid="table-scroller"
      sx={(theme) => ({
        overflowX: 'auto',
        maxWidth: '100%',
        mb: 2,
        '&:focus-visible': { outline: `2px solid ${(theme.vars ?? theme).palette.focus}`, outlineOffset: 2 },
      })}
    >
      <Box component="table" sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', fontSize: 13 }}>
        <Box component="caption" sx={{ textAlign: 'left', fontWeight: 700, pb: 0.5, position: 'sticky', left: 0 }}>
          {caption}
        </Box>
        <thead>
          <Box
            component="tr"
            sx={(theme) => ({
              '& th': {
                borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
                fontWeight: 600,
                color: (theme.vars ?? theme).palette.text.secondary,
              },
            })}
          >
            <Box
              component="th"
              scope="col"
              sx={(theme) => ({ ...cell, ...stickyCell(theme, 0, false), width: rankWidth, minWidth: rankWidth })}
            >
              <abbr title={t('table.rank')}>{t('table.rank')}</abbr>
            </Box>
            <Box component="th" scope="col" sx={(theme) => ({ ...cell, ...stickyCell(theme, rankWidth, false), textAlign: 'left' })}>
              {t('table.team')}
            </Box>
            {columns.map(([key, label]) => (
              <Box component="th" scope="col" key={key} sx={cell}>
                {t(`table.${label}`)}
              </Box>
            ))}
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
              <abbr title={t('info.formRecentFirst')} style={{ textDecoration: 'none' }}>
                {t('table.form')}
              </abbr>
            </Box>
          </Box>
        </thead>
        <tbody>
          {rows.map((row) => {
            const zone = zoneOf(competitionId, group, row.rank, rows.length);
            return (
              <Box
                component="tr"
                key={row.team.id}
                data-current={row.current ? 'true' : undefined}
                data-zone={zone ?? undefined}
                sx={(theme) => ({
                  bgcolor: row.current ? (theme.vars ?? theme).palette.action.selected : undefined,
                  fontWeight: row.current ? 700 : 400,
                  '& td, & th': { borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}` },
                })}
              >
                <Box
                  component="td"
                  sx={(theme) => ({
                    ...cell,
                    ...stickyCell(theme, 0, row.current),
                    boxShadow: zone ? `inset 4px 0 0 ${zoneColour(theme, zone)}` : 'none',
                  })}
                >
                  {row.rank}
                  <Movement movement={row.movement} current={row.current} live={live} />
                </Box>
                <Box
                  component="th"
                  scope="row"
                  sx={(theme) => ({
                    ...cell,
                    ...stickyCell(theme, rankWidth, row.current),
                    textAlign: 'left',
                    fontWeight: 'inherit',
                    maxWidth: 128,
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  })}
                >
                  {teamName(row.team)}
                </Box>
                <Box component="td" sx={cell}>
                  {row.played}
                </Box>
                <Box component="td" sx={cell}>
                  {row.won}
                </Box>
                <Box component="td" sx={cell}>
                  {row.drawn}
                </Box>
                <Box component="td" sx={cell}>
                  {row.lost}
                </Box>
                <Box component="td" sx={cell}>
                  {signed.format(row.goalDifference)}
                </Box>
                <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
                  {row.points}
                </Box>
                <Box component="td" sx={cell}>
                  {average.format(row.averagePoints)}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: 'left' }}>
                  <Box component="span" sx={{ display: 'inline-flex', gap: 0.25 }}>
                    {row.form.map((result, index) => (
                      <FormBadge key={index} result={result} />
                    ))}
                  </Box>
                </Box>
              </Box>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}

function Legend({ zones }: { zones: Zone[] }) {
  const { t } = useTranslation();
  if (zones.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="table-legend">
      <Typography id="table-legend" variant="small" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('info.legend')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {zones.map((zone) => (
          <Box component="li" key={zone} data-zone={zone} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontSize: 12 }}>
            <Box
              component="span"
              aria-hidden
              sx={(theme) => ({ width: 12, height: 12, borderRadius: 0.5, bgcolor: zoneColour(theme, zone), flex: 'none' })}
            />
            {t(`info.zones.${zone}`)}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** `/info/table`: the league or group tables, the two teams highlighted; recalculated live while the match is played. */
export function TableScreen() {
  const { t } = useTranslation();
  const match = useMatchContext();
  const table = useTable(match.eventId, match.lang, { pollMs: match.pollMs });
  return (
    <AnswerStates answer={table} isEmpty={(data) => data.tables.every((group) => group.rows.length === 0)} emptyTitle={t('empty.noTable')}>
      {(data) => {
        const title = `${data.competition.name} ${data.competition.season}`;
        const zones = zoneOrder.filter((zone) =>
          data.tables.some((group) =>
            group.rows.some((row) => zoneOf(data.competition.id, group.group, row.rank, group.rows.length) === zone),
          ),
        );
        return (
          <>
            {data.live && match.live ? (
              <Typography variant="small" component="p" role="status" sx={{ mb: 1, color: 'text.secondary' }}>
                {t('info.liveTable')}
              </Typography>
            ) : null}
            {data.tables.map((group) => (
              <StandingsTable
                key={group.group ?? 'league'}
                competitionId={data.competition.id}
                group={group.group}
                rows={group.rows}
                lang={match.lang}
                live={match.live}
                caption={group.group ? `${title} · ${t('info.group', { group: group.group })}` : title}
              />
            ))}
            <Legend zones={zones} />
          </>
        );
      }}
    </AnswerStates>
  );
}
