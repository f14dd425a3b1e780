import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Side } from '../../../../contract/protocol.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { minuteLabel, type ShapeEvent } from '../rules/lineup-view-shape.ts';
import { TeamBadge } from './TeamBadge.tsx';

export interface TeamTimeline {
  side: Side;
  code: string;
  teamName: string;
  startingFormation: string;
  events: ShapeEvent[];
}

/** A new formation: the arrow is for the eye; a screen reader hears the sentence. */
function FormationChangeText({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" aria-hidden sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {from} → {to}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {t('formationTimeline.formationChange', { from, to })}
      </Box>
    </>
  );
}

function EventRow({ event }: { event: ShapeEvent }) {
  const { t } = useTranslation();
  const minute = event.kind === 'formation' ? minuteLabel(event.minute, event.addedMinute) : minuteLabel(event.minute);
  return (
    <Box
      component="li"
      data-kind={event.kind}
      sx={{ display: 'grid', gridTemplateColumns: '3.25em 1fr', columnGap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        {minute}
      </Box>
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {event.kind === 'formation' ? (
          <FormationChangeText from={event.from} to={event.to} />
        ) : (
          <>
            {event.off
              ? t('formationTimeline.cameOn', { on: event.on.shortName, off: event.off.shortName })
              : t('formationTimeline.cameOnAlone', { on: event.on.shortName })}
            <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
              {` · ${t(`positions.${event.on.position}`, { defaultValue: '' })}`}
            </Typography>
          </>
        )}
      </Box>
    </Box>
  );
}

/**
 * Under the formation pitch: for each team, the formation it started in and, minute by minute,
 * who came on (and for whom, in which position) and each change of formation.
 */
export function FormationTimeline({ teams }: { teams: TeamTimeline[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="formation-timeline" data-testid="formation-timeline" sx={{ mt: 2 }}>
      <Typography id="formation-timeline" variant="large" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('formationTimeline.title')}
      </Typography>
      {teams.map(({ side, code, teamName, startingFormation, events }) => (
        <Box key={side} data-testid={`formation-timeline-${side}`} sx={{ mt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <TeamBadge side={side} code={code} />
            <Typography variant="default" component="h3" sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>
              {teamName}
            </Typography>
          </Box>
          <Typography variant="small" component="p" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {t('formationTimeline.started', { formation: startingFormation })}
          </Typography>
          {events.length > 0 ? (
            <Box component="ol" aria-label={`${teamName}: ${t('formationTimeline.title')}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {events.map((event) => (
                <EventRow key={event.kind === 'formation' ? `f-${event.minute}-${event.to}` : `s-${event.on.id}`} event={event} />
              ))}
            </Box>
          ) : (
            <Typography variant="small" component="p" sx={{ mt: 0.25 }}>
              {t('formationTimeline.none')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
