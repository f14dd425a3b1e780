import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Incident, Side } from '../../../../contract/protocol.ts';
import type { ShootoutKick } from '../api/parsers.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { minuteText, timelineSections, type TimelineSection } from '../model/match-story.ts';
import { IncidentIcon, KickIcon } from './IncidentIcon.tsx';

const sectionTitleKey: Record<TimelineSection, string> = {
  firstHalf: 'scoreboard.firstHalf',
  secondHalf: 'scoreboard.secondHalf',
  extraTime: 'scoreboard.extraTime',
  shootout: 'scoreboard.shootout',
};

const varKeys = new Set(['goalConfirmed', 'goalCancelled', 'penaltyAwarded', 'penaltyCancelled', 'redCardConfirmed', 'redCardCancelled']);

/** What a row says in words: the incident's name, then who, then the detail (assist, player on, VAR decision). */
function useIncidentWords(incident: Incident): { label: string; who: string | null; detail: string | null } {
  const { t } = useTranslation();
  const name = (value: string | undefined) => value || t('common.notAvailable');
  const varDecision = incident.detail && varKeys.has(incident.detail) ? t(`var.${incident.detail}`) : null;
  switch (incident.type) {
    case 'goal':
    case 'penaltyGoal':
      return {
        label: t(incident.type === 'goal' ? 'incidents.goal' : 'incidents.penaltyGoal'),
        who: name(incident.playerName),
        detail: incident.assistName ? `${t('incidents.goalAssist')}: ${incident.assistName}` : null,
      };
    case 'ownGoal':
      return { label: t('events.ownGoal'), who: name(incident.playerName), detail: null };
    case 'substitution':
      return {
        label: t('scoreboard.substitution'),
        who: name(incident.playerOnName),
        detail: `${t('events.substitutionOff')}: ${name(incident.playerName)}`,
      };
    case 'var':
    case 'cancelled':
      return {
        label: t(incident.type === 'var' ? 'incidents.var' : 'incidents.cancelled'),
        who: incident.playerName ?? null,
        detail: varDecision,
      };
    default:
      return { label: t(`incidents.${incident.type}`), who: name(incident.playerName), detail: null };
  }
}

function IncidentRow({ incident, teams }: { incident: Incident; teams: Record<Side, string> }) {
  const { t } = useTranslation();
  const words = useIncidentWords(incident);
  return (
    <Box
      component="li"
      data-testid="incident"
      data-type={incident.type}
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '44px 18px minmax(0,1fr)',
        columnGap: 1,
        alignItems: 'start',
        py: 0.75,
        pl: 1,
        borderLeft: 3,
        borderColor: (theme.vars ?? theme).palette.chart[incident.side],
        borderTop: 1,
        borderTopColor: (theme.vars ?? theme).palette.divider,
      })}
    >
      <Typography variant="small" component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {minuteText(incident.minute, incident.addedMinute)}
      </Typography>
      <IncidentIcon type={incident.type} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="small" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {incident.type === 'substitution' ? <Box component="span" sx={visuallyHidden}>{`${t('events.substitutionOn')}: `}</Box> : null}
          {words.who ?? words.label}
          {incident.score ? (
            <Box
              component="span"
              sx={{ fontWeight: 400, ml: 0.5, whiteSpace: 'nowrap' }}
            >{`(${incident.score.home}-${incident.score.away})`}</Box>
          ) : null}
        </Typography>
        <Typography variant="tiny" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {[words.who && incident.type !== 'substitution' ? words.label : null, words.detail, teams[incident.side]]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

function KickRow({ kick, order, tally, teams }: { kick: ShootoutKick; order: number; tally: string; teams: Record<Side, string> }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      data-testid="kick"
      data-scored={kick.scored}
      sx={(theme) => ({
        display: 'grid',
        gridTemplateColumns: '44px 18px minmax(0,1fr)',
        columnGap: 1,
        alignItems: 'start',
        py: 0.75,
        pl: 1,
        borderLeft: 3,
        borderColor: (theme.vars ?? theme).palette.chart[kick.side],
        borderTop: 1,
        borderTopColor: (theme.vars ?? theme).palette.divider,
      })}
    >
      <Typography variant="small" component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {`${order}.`}
      </Typography>
      <KickIcon scored={kick.scored} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="small" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {kick.playerName || t('common.notAvailable')}
          <Box component="span" sx={{ fontWeight: 400, ml: 0.5, whiteSpace: 'nowrap' }}>{`(${tally})`}</Box>
        </Typography>
        <Typography variant="tiny" component="p" sx={{ color: 'text.secondary' }}>
          {`${t(kick.scored ? 'incidents.goal' : 'incidents.miss')} · ${teams[kick.side]}`}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The incident timeline, split by period (first half, second half, extra time, the shoot-out with
 * each kick), newest first, each row in the brand's incident colour and marked with its side's colour.
 */
export function IncidentTimeline({
  incidents,
  kicks,
  teams,
}: {
  incidents: readonly Incident[];
  kicks: readonly ShootoutKick[];
  teams: Record<Side, string>;
}) {
  const { t } = useTranslation();
  const sections = timelineSections(incidents);
  if (kicks.length > 0 && !sections.some((entry) => entry.section === 'shootout')) sections.unshift({ section: 'shootout', incidents: [] });
  const tallies: string[] = [];
  const running = { home: 0, away: 0 };
  for (const kick of kicks) {
    if (kick.scored) running[kick.side] += 1;
    tallies.push(`${running.home}-${running.away}`);
  }
  return (
    <Box component="section" aria-labelledby="timeline-title" data-testid="timeline" sx={{ mt: 2 }}>
      <Typography id="timeline-title" variant="large" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('scoreboard.timeline')}
      </Typography>
      {sections.map(({ section, incidents: lines }) => (
        <Box key={section} component="section" aria-labelledby={`period-${section}`} data-testid={`period-${section}`} sx={{ mt: 1 }}>
          <Typography
            id={`period-${section}`}
            variant="small"
            component="h3"
            sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, mb: 0.5 }}
          >
            {t(sectionTitleKey[section])}
          </Typography>
          <Box component="ol" reversed sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {section === 'shootout'
              ? kicks
                  .map((kick, index) => ({ kick, index }))
                  .reverse()
                  .map(({ kick, index }) => (
                    <KickRow key={`kick-${index}`} kick={kick} order={index + 1} tally={tallies[index]!} teams={teams} />
                  ))
              : null}
            {lines.map((incident) => (
              <IncidentRow key={incident.id} incident={incident} teams={teams} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
