import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Incident, PeriodId, Side } from '../../../../contract/protocol.ts';
import type { Stage } from '../../../../contract/vocabulary.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { ShootoutKick } from '../api/parsers.ts';
import { minuteText } from '../../../rules/match-goals.ts';
import { hasNoScorer } from '../../../rules/match-goals.ts';
import { sectionEnds, timelineSections, type SectionEnd } from '../model/match-story.ts';
import { IncidentIcon } from './IncidentIcon.tsx';

const varDecisions = ['goalConfirmed', 'goalCancelled', 'penaltyAwarded', 'penaltyCancelled', 'redCardConfirmed', 'redCardCancelled'];

/**
 * One line of the timeline, as the best match centres lay it out: the minute (or kick number) in
 * the middle, the home side's incidents to its left, the away side's to its right. The name has its
 * side's whole column; the icon starts the line under it, next to what happened. Words wrap only at
 * spaces (whole CJK words too: keep-all), so no name or label is split inside itself at 320 px.
 * The side's team is said in words for screen readers only; the column shows it.
 */
export function TimelineRow(props: {
  side: Side;
  at: string;
  icon: Parameters<typeof IncidentIcon>[0]['type'];
  who: ReactNode;
  extra?: string;
  what: string;
  /** A substitution's player going off: his name shown, the words before it for screen readers. */
  off?: { label: string; name: string };
  team: string;
  data?: string;
}) {
  const home = props.side === 'home';
  return (
    <Box
      component="li"
      data-type={props.data}
      data-side={props.side}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0,1fr) 40px minmax(0,1fr)',
        alignItems: 'center',
        columnGap: 0.25,
        py: 0.75,
        borderTop: 1,
        borderTopColor: 'divider',
      }}
    >
      <Box sx={{ gridColumn: 2, gridRow: 1, textAlign: 'center' }}>
        <Typography
          variant="small"
          component="span"
          sx={{ fontWeight: 700, whiteSpace: 'nowrap', borderBottom: 2, borderColor: `chart.${props.side}`, pb: 0.25 }}
        >
          {props.at}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: home ? 1 : 3, gridRow: 1, minWidth: 0, textAlign: home ? 'right' : 'left', wordBreak: 'keep-all' }}>
        <Typography variant="default" component="p" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {props.who}
        </Typography>
        <Typography
          variant="small"
          component="p"
          sx={{
            display: 'flex',
            flexDirection: home ? 'row-reverse' : 'row',
            alignItems: 'center',
            gap: 0.5,
            color: 'text.secondary',
            lineHeight: 1.3,
          }}
        >
          <IncidentIcon type={props.icon} />
          <span>
            {/* The score, then a space the line may break at. */}
            {props.extra ? (
              <>
                <Box component="span" sx={{ fontWeight: 700, color: 'text.primary', whiteSpace: 'nowrap' }}>
                  {props.extra}
                </Box>{' '}
              </>
            ) : null}
            {props.what}
            {props.off ? (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {props.off.label}
                </Box>
                {props.off.name}
              </>
            ) : null}
            <Box component="span" sx={visuallyHidden}>{` · ${props.team}`}</Box>
          </span>
        </Typography>
      </Box>
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
  const detail = sub ? null : incident.assistName ? `${t('incidents.goalAssist')}: ${incident.assistName}` : decision;
  // A VAR decision, and a goal with no scorer, name what happened where a player would stand.
  const who = sub
    ? name(incident.playerOnName)
    : type === 'var' || type === 'cancelled' || hasNoScorer(incident)
      ? (incident.playerName ?? label)
      : name(incident.playerName);
  return (
    <TimelineRow
      data={type}
      side={incident.side}
      // A card of the shoot-out stands among its kicks, with no minute: the clock had stopped.
      at={incident.period === 'penaltyShootout' ? '' : minuteText(incident.minute, incident.addedMinute)}
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
      what={[sub || who === label ? null : label, detail].filter(Boolean).join(' · ')}
      // Who went off, under who came on, as the best centres show a change: the words for screen readers.
      off={sub ? { label: `${t('events.substitutionOff')}: `, name: name(incident.playerName) } : undefined}
      team={team}
    />
  );
});

const noPeriods: readonly PeriodId[] = [];

/**
 * A section's heading as a divider: its name, and once it is over how it ended with the score then
 * (Half time 2-0, End of extra time 3-3, Penalties 4-2), newest first like the rows under it.
 */
function SectionDivider({ id, title, end }: { id: string; title: string; end: SectionEnd | undefined }) {
  const { t } = useTranslation();
  return (
    <Typography
      id={id}
      variant="small"
      component="h3"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        gap: 0.5,
        px: 1,
        py: 0.5,
        mb: 0.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.secondary',
        fontWeight: 700,
      }}
    >
      <Box component="span" sx={{ textTransform: 'uppercase' }}>
        {title}
      </Box>
      {/* A space for the heading's name; a flex container does not draw it. */}
      {end ? ' ' : null}
      {end ? (
        <Box component="span" sx={{ color: 'text.primary' }}>
          {end.stage === 'penalties'
            ? `${end.score.home}-${end.score.away}`
            : `${t(`stages.${end.stage}`)} ${end.score.home}-${end.score.away}`}
        </Box>
      ) : null}
    </Typography>
  );
}

/**
 * The shoot-out newest first: its kicks, and each incident of it (a card) at its place among them,
 * after the kicks taken before it (`afterKick`); one the feed does not place is the oldest row. The
 * incidents come newest first, as every section's.
 */
function shootoutRows(kicks: readonly ReactNode[], incidents: readonly Incident[], row: (incident: Incident) => ReactNode): ReactNode[] {
  // Slot n holds what came before kick n + 1; the last, what came after the last kick.
  const slots: ReactNode[][] = [...kicks, null].map(() => []);
  for (const incident of [...incidents].reverse()) slots[Math.min(incident.afterKick ?? 0, kicks.length)]!.push(row(incident));
  return slots.flatMap((slot, index) => (index < kicks.length ? [...slot, kicks[index]] : slot)).reverse();
}

/**
 * The incident timeline, split by period (first half, second half, extra time, the shoot-out with
 * each kick), newest first, each period under a divider with its score once it is over; home
 * incidents left of the minute, away ones right, the minute underlined in the side's team colour.
 */
export const IncidentTimeline = memo(function IncidentTimeline({
  incidents,
  kicks,
  teams,
  stage,
  periods = noPeriods,
}: {
  incidents: readonly Incident[];
  kicks: readonly ShootoutKick[];
  teams: Record<Side, string>;
  /** The match's stage and the periods begun: which sections are over, to end them with their score. */
  stage?: Stage;
  periods?: readonly PeriodId[];
}) {
  const { t } = useTranslation();
  const name = (value: string | undefined) => value || t('common.notAvailable');
  const sections = timelineSections(incidents);
  const ends = sectionEnds(incidents, kicks, stage, periods);
  if (kicks.length > 0 && sections[0]?.section !== 'shootout') sections.unshift({ section: 'shootout', incidents: [] });
  const row = (incident: Incident) => <IncidentRow key={incident.id} incident={incident} team={teams[incident.side]} />;
  const running = { home: 0, away: 0 };
  const kickRows = kicks.map((kick, index) => {
    if (kick.scored) running[kick.side] += 1;
    return (
      <TimelineRow
        key={`kick-${index}`}
        data={kick.scored ? 'kickScored' : 'kickMissed'}
        side={kick.side}
        at={`${index + 1}.`}
        icon={kick.scored ? 'kickScored' : 'kickMissed'}
        who={name(kick.playerName)}
        extra={`${running.home}-${running.away}`}
        what={t(kick.scored ? 'incidents.goal' : 'incidents.miss')}
        team={teams[kick.side]}
      />
    );
  });
  return (
    <Box component="section" aria-labelledby="timeline-title" data-testid="timeline" sx={{ mt: 2 }}>
      <Typography id="timeline-title" variant="large" component="h2" sx={{ fontWeight: 700 }}>
        {t('scoreboard.timeline')}
      </Typography>
      {sections.map(({ section, incidents: lines }) => (
        <Box key={section} component="section" aria-labelledby={`period-${section}`} sx={{ mt: 1 }}>
          <SectionDivider id={`period-${section}`} title={t(`scoreboard.${section}`)} end={ends[section]} />
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {section === 'shootout' ? shootoutRows(kickRows, lines, row) : lines.map(row)}
          </Box>
        </Box>
      ))}
    </Box>
  );
});
