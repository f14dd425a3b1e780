import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Side } from '../../../../contract/protocol.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { formationLines, teamView, type PlayerView, type TeamView } from '../rules/lineup-view.ts';
import { AnnouncedLineups } from './AnnouncedLineups.tsx';
import { PlayerMarks } from './PlayerMarks.tsx';
import { TeamBadge } from './TeamBadge.tsx';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

function PlayerRow({ player, lineStart = false }: { player: PlayerView; lineStart?: boolean }) {
  const { t } = useTranslation();
  const unused = player.role === 'unused';
  return (
    <Box
      component="li"
      data-role={player.role}
      sx={(theme) => ({
        mt: lineStart ? 1 : 0,
        borderTop: lineStart ? `2px solid ${(theme.vars ?? theme).palette.divider}` : undefined,
        display: 'grid',
        gridTemplateColumns: '28px 1fr',
        columnGap: 1,
        py: 0.75,
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        color: unused ? (theme.vars ?? theme).palette.text.secondary : 'inherit',
      })}
    >
      <Box component="span" sx={{ fontWeight: 700, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {player.number}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.25 }}>
          <Typography variant="default" component="span" sx={{ fontWeight: unused ? 400 : 600, overflowWrap: 'anywhere' }}>
            {player.name}
          </Typography>
          {player.captain ? (
            <Box
              component="abbr"
              title={t('areas.captain')}
              sx={(theme) => ({
                textDecoration: 'none',
                fontSize: 11,
                fontWeight: 700,
                px: 0.5,
                borderRadius: 0.5,
                border: `1px solid ${(theme.vars ?? theme).palette.text.primary}`,
              })}
            >
              <span aria-hidden>{t('info.captainShort')}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('areas.captain')}
              </Box>
            </Box>
          ) : null}
          <PlayerMarks player={player} />
        </Box>
        <Typography variant="small" component="div" sx={{ color: 'text.secondary' }}>
          {t(`positions.${player.position}`, { defaultValue: '' })}
          {player.replaced ? ` · ${t('info.replaced', { name: player.replaced })}` : ''}
          {unused ? ` · ${t('info.unused')}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}

/** A list of players; given lines (the formation's), each line after the first starts with a rule. */
function PlayerList({ label, players, lines }: { label: string; players: PlayerView[]; lines?: PlayerView[][] | null }) {
  const rows = lines
    ? lines.flatMap((line, index) => line.map((player, at) => ({ player, lineStart: index > 0 && at === 0 })))
    : players.map((player) => ({ player, lineStart: false }));
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map(({ player, lineStart }) => (
        <PlayerRow key={player.id} player={player} lineStart={lineStart} />
      ))}
    </Box>
  );
}

function TeamLineup({
  side,
  name,
  code,
  manager,
  view,
}: {
  side: Side;
  name: string;
  code: string;
  manager?: string | undefined;
  view: TeamView;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby={`lineup-${side}`} data-testid={`lineup-${side}`} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <TeamBadge side={side} code={code} />
        <Typography id={`lineup-${side}`} variant="large" component="h2" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {view.formation ? (
          <Typography variant="default" component="span" data-testid={`formation-${side}`} sx={{ ml: 'auto', fontWeight: 600 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('areas.formation')}{' '}
            </Box>
            {view.formation}
          </Typography>
        ) : null}
      </Box>
      {manager ? (
        <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {t('info.manager')}: {manager}
        </Typography>
      ) : null}
      {view.formation ? null : (
        <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {t('info.noFormation')}
        </Typography>
      )}
      <Typography variant="default" component="h3" sx={{ mt: 1.5, fontWeight: 700 }}>
        {t('info.startingLineup')}
      </Typography>
      <PlayerList
        label={`${name}: ${t('info.startingLineup')}`}
        players={view.starters}
        lines={formationLines(view.starters, view.formation)}
      />
      {view.substitutes.length > 0 ? (
        <>
          <Typography variant="default" component="h3" sx={{ mt: 1.5, fontWeight: 700 }}>
            {t('areas.substitutes')}
          </Typography>
          <PlayerList label={`${name}: ${t('areas.substitutes')}`} players={view.substitutes} />
        </>
      ) : null}
    </Box>
  );
}

/** `/info/teams/lineups`: both teams' starters and substitutes, and what each player did. */
export function LineupsScreen() {
  const teamName = useTeamName();
  return (
    <AnnouncedLineups>
      {(data, incidentList) => (
        <>
          {(['home', 'away'] as const).map((side) => (
            <TeamLineup
              key={side}
              side={side}
              name={teamName(data[side])}
              code={data[side].code}
              manager={data[side].manager}
              view={teamView(data[side], side, incidentList)}
            />
          ))}
        </>
      )}
    </AnnouncedLineups>
  );
}
