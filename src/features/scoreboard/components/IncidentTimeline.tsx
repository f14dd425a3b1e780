import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Incident, Side } from '../../../../contract/protocol.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { ShootoutKick } from '../api/parsers.ts';
import { hasNoScorer, minuteText, timelineSections } from '../model/match-story.ts';
import { IncidentIcon } from './IncidentIcon.tsx';

const varDecisions = ['goalConfirmed', 'goalCancelled', 'penaltyAwarded', 'penaltyCancelled', 'redCardConfirmed', 'redCardCancelled'];

/** One line of the timeline: the minute (or kick number), the icon, who, and what in words. */
export function TimelineRow(props: {
  side: Side;
  at: string;
  icon: Parameters<typeof IncidentIcon>[0]['type'];
  who: ReactNode;
  extra?: string;
  what: string;
  testId: string;
  data?: string;
}) {
  return (
    <Box
      component="li"
      data-testid={props.testId}
      data-type={props.data}
      sx={{
        display: 'grid',
        gridTemplateColumns: '44px 18px minmax(0,1fr)',
        columnGap: 1,
        py: 0.75,
        pl: 1,
        borderLeft: 3,
        borderColor: `chart.${props.side}`,
        borderTop: 1,
        borderTopColor: 'divider',
        overflowWrap: 'anywhere',
      }}
    >
      <Typography variant="small" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {props.at}
      </Typography>
      <IncidentIcon type={props.icon} />
      <span>
        <Typography variant="small" component="p" sx={{ fontWeight: 700 }}>
          {props.who}
          {props.extra ? <Box component="span" sx={{ fontWeight: 400, ml: 0.5, whiteSpace: 'nowrap' }}>{`(${props.extra})`}</Box> : null}
        </Typography>
        <Typography variant="tiny" component="p" sx={{ color: 'text.secondary' }}>
          {props.what}
        </Typography>
      </span>
    </Box>
  );
}

/**
 * One incident's row. Memoised on the incident itself: the cache keeps an unchanged incident's
 * object from answer to answer, so a new goal renders one row, not the whole timeline again.
 */
const IncidentRow = memo(function IncidentRow({ incident, team }: { incident: Incident; team: string }) {
  const { t } = useTranslation();
  const name = (value: string | undefined) => value || t('common.notAvailable');
  const { type } = incident;
  const sub = type === 'substitution';
  const decision = incident.detail && varDecisions.includes(incident.detail) ? t(`var.${incident.detail}`) : null;
  const label = t(
    sub
      ? 'scoreboard.substitution'
      : type === 'ownGoal'
        ? 'events.ownGoal'
        : type === 'cancelled'
          ? 'incidents.cancelled'
          : `incidents.${type}`,
  );
  const detail = sub
    ? `${t('events.substitutionOff')}: ${name(incident.playerName)}`
    : incident.assistName
      ? `${t('incidents.goalAssist')}: ${incident.assistName}`
      : decision;
  // A VAR decision, and a goal with no scorer, name what happened where a player would stand.
  const who = sub
    ? name(incident.playerOnName)
    : type === 'var' || type === 'cancelled' || hasNoScorer(incident)
      ? (incident.playerName ?? label)
      : name(incident.playerName);
  return (
    <TimelineRow
      testId="incident"
      data={type}
      side={incident.side}
      at={minuteText(incident.minute, incident.addedMinute)}
      icon={type}
      // The icon is decorative: a substitution says in words who came on.
      who={
        sub ? (
          <>
            <Box component="span" sx={visuallyHidden}>{`${t('events.substitutionOn')}: `}</Box>
            {who}
          </>
        ) : (
          who
        )
      }
      extra={incident.score ? `${incident.score.home}-${incident.score.away}` : undefined}
      what={[sub || who === label ? null : label, detail, team].filter(Boolean).join(' · ')}
    />
  );
});

/**
 * The incident timeline, split by period (first half, second half, extra time, the shoot-out with
 * each kick), newest first; each row in the brand's incident colour and its side's team colour.
 */
export const IncidentTimeline = memo(function IncidentTimeline({
  incidents,
  kicks,
  teams,
}: {
  incidents: readonly Incident[];
  kicks: readonly ShootoutKick[];
  teams: Record<Side, string>;
}) {
  const { t } = useTranslation();
  const name = (value: string | undefined) => value || t('common.notAvailable');
  const sections = timelineSections(incidents);
  if (kicks.length > 0 && sections[0]?.section !== 'shootout') sections.unshift({ section: 'shootout', incidents: [] });
  const running = { home: 0, away: 0 };
  const kickRows = kicks.map((kick, index) => {
    if (kick.scored) running[kick.side] += 1;
    return (
      <TimelineRow
        key={`kick-${index}`}
        testId="kick"
        data={kick.scored ? 'kickScored' : 'kickMissed'}
        side={kick.side}
        at={`${index + 1}.`}
        icon={kick.scored ? 'kickScored' : 'kickMissed'}
        who={name(kick.playerName)}
        extra={`${running.home}-${running.away}`}
        what={`${t(kick.scored ? 'incidents.goal' : 'incidents.miss')} · ${teams[kick.side]}`}
      />
    );
  });
  return (
    <Box component="section" aria-labelledby="timeline-title" data-testid="timeline" sx={{ mt: 2 }}>
      <Typography id="timeline-title" variant="large" component="h2" sx={{ fontWeight: 700 }}>
        {t('scoreboard.timeline')}
      </Typography>
      {sections.map(({ section, incidents: lines }) => (
        <Box key={section} component="section" aria-labelledby={`period-${section}`} data-testid={`period-${section}`} sx={{ mt: 1 }}>
          <Typography
            id={`period-${section}`}
            variant="small"
            component="h3"
            sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase', mb: 0.5 }}
          >
            {t(`scoreboard.${section}`)}
          </Typography>
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {section === 'shootout' ? kickRows.reverse() : null}
            {lines.map((incident) => (
              <IncidentRow key={incident.id} incident={incident} team={teams[incident.side]} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
});
