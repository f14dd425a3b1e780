import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { useScrollEdges } from '../../../components/scroll-edges.ts';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { sourceCredits } from '../../../components/source-credits.ts';
import type { z } from 'zod/mini';
import type { tableAnswerSchema } from '../../../../contract/match-data.ts';
import { intlLocale, type Language } from '../../../../contract/languages.ts';
import { competitionTitle } from '../../../../contract/competition-title.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useTable } from '../api/table.ts';
import { zoneOf, zoneOrder, type Zone } from '../rules/table-zones.ts';
import { FormBadge } from './FormBadge.tsx';
import { AnswerStates } from './InfoScreen.tsx';
import { useMatchContext } from './use-match-context.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

type TableAnswer = z.infer<typeof tableAnswerSchema>;
type Row = TableAnswer['tables'][number]['rows'][number];

/** Room for a two-digit rank and its movement marker; the team column starts here. */
const rankWidth = 44;
const zoneTone: Record<Zone, 'success' | 'info' | 'warning' | 'error' | 'secondary'> = {
  qualified: 'success',
  bestThird: 'warning',
  championsLeague: 'success',
  europaLeague: 'info',
  relegation: 'error',
};
const zoneColour = (theme: Theme, zone: Zone) => (theme.vars ?? theme).palette[zoneTone[zone]].main;

/** Cells that stay put while the rest of the row scrolls: opaque, so what scrolls under them does not show. */
const stickyCell = (theme: Theme, current: boolean) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'sticky',
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
        fontSize: 12,
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
  // The figures between the team and the points, each with its full name for screen readers.
  const figures = [
    ['played', (row: Row) => row.played],
    ['won', (row: Row) => row.won],
    ['drawn', (row: Row) => row.drawn],
    ['lost', (row: Row) => row.lost],
    ['goalDifference', (row: Row) => signed.format(row.goalDifference)],
  ] as const;
  // The points rank the table: their column sticks to the right edge while the others scroll, so a
  // fan at 320 px sees team and points together (the sticky cells are opaque).
  const pointsCell = (theme: Theme, current: boolean) => ({ ...stickyCell(theme, current), right: 0, fontWeight: 700 });
  // Every cell's own styles (a rule on the table would outrank a cell's own alignment or weight).
  const cell = {
    // Tight enough that rank, team, played, won, drawn, lost, goal difference and points fit a
    // 320 px phone in every language; the average and the form scroll into view.
    px: 0.5,
    py: 0.75,
    typography: 'small',
    textAlign: 'center',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    borderColor: 'divider',
  } as const;
  const head = { ...cell, fontWeight: 600, color: 'text.secondary' } as const;
  const root = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(root, '[data-testid="table-scroller"]', true);
  // Shown while the table is wider than the phone, wherever it is scrolled to, so the page does not jump.
  const scrolls = edges.start || edges.end;
  return (
    <Box ref={root} sx={{ mb: 2 }}>
      <Typography variant="default" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {caption}
      </Typography>
      {scrolls ? (
        <Typography variant="small" component="p" data-testid="table-scroll-hint" aria-hidden sx={{ color: 'text.secondary', mb: 0.5 }}>
          {t('table.scrollHint')} →
        </Typography>
      ) : null}
      <TableContainer role="region" aria-label={caption} tabIndex={0} data-testid="table-scroller">
        <Table
          size="small"
          aria-label={caption}
          sx={{
            borderCollapse: 'separate',
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell
                aria-label={t('table.rankFull')}
                sx={(theme) => ({ ...head, ...stickyCell(theme, false), left: 0, pl: 1, width: rankWidth, minWidth: rankWidth })}
              >
                <Abbreviation short={t('table.rank')} full={t('table.rankFull')} />
              </TableCell>
              <TableCell sx={(theme) => ({ ...head, ...stickyCell(theme, false), left: rankWidth, textAlign: 'left' })}>
                {t('table.team')}
              </TableCell>
              {figures.map(([key]) => (
                <TableCell key={key} aria-label={t(`table.${key}Full`)} sx={head}>
                  <Abbreviation short={t(`table.${key}`)} full={t(`table.${key}Full`)} />
                </TableCell>
              ))}
              <TableCell
                aria-label={t('table.pointsFull')}
                sx={(theme) => ({ ...head, ...pointsCell(theme, false), color: 'text.primary' })}
              >
                <Abbreviation short={t('table.points')} full={t('table.pointsFull')} />
              </TableCell>
              <TableCell aria-label={t('table.averagePointsFull')} sx={head}>
                <Abbreviation short={t('table.averagePoints')} full={t('table.averagePointsFull')} />
              </TableCell>
              <TableCell aria-label={t('info.formRecentFirst')} sx={{ ...head, textAlign: 'left' }}>
                <Abbreviation short={t('table.form')} full={t('info.formRecentFirst')} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const zone = zoneOf(competitionId, group, row.rank, rows.length);
              const body = { ...cell, fontWeight: row.current ? 700 : 400 };
              return (
                <TableRow
                  key={row.team.id}
                  data-current={row.current ? 'true' : undefined}
                  // The teams of this match, bold on a tint for the eye, and said for a screen reader.
                  aria-current={row.current ? 'true' : undefined}
                  data-zone={zone ?? undefined}
                  sx={(theme) => ({ bgcolor: row.current ? (theme.vars ?? theme).palette.action.selected : undefined })}
                >
                  <TableCell
                    sx={(theme) => ({
                      ...body,
                      ...stickyCell(theme, row.current),
                      left: 0,
                      pl: 1,
                      boxShadow: zone ? `inset 4px 0 0 ${zoneColour(theme, zone)}` : 'none',
                    })}
                  >
                    {row.rank}
                    <Movement movement={row.movement} current={row.current} live={live} />
                  </TableCell>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={(theme) => ({
                      ...body,
                      ...stickyCell(theme, row.current),
                      left: rankWidth,
                      textAlign: 'left',
                      // A long name wraps at its spaces (Rayo / Vallecano), never inside a word (a
                      // CJK name too: keep-all, so not ウェール/ズ), so the figures and the points
                      // beside it fit a 320 px phone in every language.
                      whiteSpace: 'normal',
                      wordBreak: 'keep-all',
                      minWidth: 64,
                    })}
                  >
                    {teamName(row.team)}
                  </TableCell>
                  {figures.map(([key, value]) => (
                    <TableCell key={key} sx={body}>
                      {value(row)}
                    </TableCell>
                  ))}
                  <TableCell sx={(theme) => ({ ...body, ...pointsCell(theme, row.current) })}>{row.points}</TableCell>
                  <TableCell sx={body}>{average.format(row.averagePoints)}</TableCell>
                  <TableCell sx={{ ...body, textAlign: 'left' }}>
                    <Box component="span" sx={{ display: 'inline-flex', gap: 0.25 }}>
                      {row.form.map((result, index) => (
                        <FormBadge key={index} result={result} />
                      ))}
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** A heading's abbreviation, its full name in the title for a pointer (the cell's aria-label says it to a screen reader). */
function Abbreviation({ short, full }: { short: string; full: string }) {
  return (
    <abbr title={full} style={{ textDecoration: 'none' }}>
      {short}
    </abbr>
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
        const title = competitionTitle(data.competition);
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
            {/* Whose results the table is counted from (openfootball's, and this match's goals from its own source). */}
            <CreditsLine parts={sourceCredits(data.sources, undefined, t, match.lang)} />
          </>
        );
      }}
    </AnswerStates>
  );
}
