import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { z } from 'zod/mini';
import type { formAnswerSchema } from '../../../../contract/match-data.ts';
import type { Language } from '../../../../contract/languages.ts';
import type { Side } from '../../../../contract/protocol.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { sourceCredits } from '../../../components/source-credits.ts';
import { useForm } from '../api/form.ts';
import { useTable } from '../api/table.ts';
import { competitionName } from '../../../rules/competition-name.ts';
import { filterForm, lastNChoices, type VenueFilter } from '../rules/form-filter.ts';
import { formatDay } from '../rules/match-time.ts';
import { ChoiceToggle } from '../../../components/ChoiceToggle.tsx';
import { FormBadge } from './FormBadge.tsx';
import { AnswerStates } from './InfoScreen.tsx';
import { TeamBadge } from './TeamBadge.tsx';
import { useMatchContext } from './use-match-context.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

type TeamForm = z.infer<typeof formAnswerSchema>['home'];

function TeamFormList({
  side,
  form,
  venue,
  lastN,
  lang,
  fallbackCompetition,
}: {
  side: Side;
  form: TeamForm;
  venue: VenueFilter;
  lastN: number;
  lang: Language;
  /** For a feed whose entries do not name their competition: the table's. */
  fallbackCompetition: string;
}) {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const entries = filterForm(form.entries, venue, lastN);
  const competitionOf = (entry: TeamForm['entries'][number]) =>
    entry.competition ? competitionName(entry.competition, t) : fallbackCompetition;
  return (
    <Box component="section" aria-labelledby={`form-${side}`} data-testid={`form-${side}`} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <TeamBadge side={side} code={form.team.code} />
        <Typography id={`form-${side}`} variant="large" component="h2" sx={{ fontWeight: 700 }}>
          {teamName(form.team)}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'inline-flex', gap: 0.25 }} aria-hidden>
          {entries.map((entry) => (
            <FormBadge key={entry.matchId} result={entry.result} />
          ))}
        </Box>
      </Box>
      {form.entries.length === 0 ? (
        <EmptyState title={t('empty.noForm')} />
      ) : entries.length === 0 ? (
        <EmptyState title={t('empty.noResultsForFilters')} detail={t('empty.changeParameters')} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.matchId}
              data-testid="form-entry"
              sx={(theme) => ({
                display: 'grid',
                gridTemplateColumns: 'auto 1fr auto',
                alignItems: 'center',
                columnGap: 1,
                py: 0.75,
                borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
              })}
            >
              <FormBadge result={entry.result} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="default" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {teamName(entry.opponent)}
                </Typography>
                <Typography variant="small" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                  <time dateTime={entry.date}>{formatDay(entry.date, lang)}</time>
                  {competitionOf(entry) ? ` · ${competitionOf(entry)}` : ''} · {t(entry.venue === 'home' ? 'filters.home' : 'filters.away')}
                  {entry.shootoutWinner
                    ? ` · ${t('info.wonOnPenalties', { team: entry.shootoutWinner === form.team.id ? teamName(form.team) : teamName(entry.opponent) })}`
                    : ''}
                </Typography>
              </Box>
              <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                {entry.goalsFor} - {entry.goalsAgainst}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** `/info/form`: each team's last matches in the competition, with the 'last N' and home/away filters. */
export function FormScreen() {
  const { t } = useTranslation();
  const match = useMatchContext();
  const form = useForm(match.eventId, match.lang);
  // Each entry names its competition; a feed that does not is the table's (one answer, cached for both screens).
  const table = useTable(match.eventId, match.lang).data?.competition;
  const competition = table ? competitionName(table, t) : '';
  const [venue, setVenue] = useState<VenueFilter>('all');
  const [lastN, setLastN] = useState<number>(lastNChoices[lastNChoices.length - 1]!);
  return (
    <AnswerStates
      answer={form}
      isEmpty={(data) => data.home.entries.length + data.away.entries.length === 0}
      emptyTitle={t('empty.noForm')}
    >
      {(data) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
            <ChoiceToggle
              look="chips"
              spaceBelow={0}
              label={t('info.venueFilter')}
              value={venue}
              onChange={setVenue}
              choices={[
                { value: 'all', label: t('info.all') },
                { value: 'home', label: t('filters.home') },
                { value: 'away', label: t('filters.away') },
              ]}
            />
            <ChoiceToggle
              look="chips"
              spaceBelow={0}
              label={t('info.countFilter')}
              value={lastN}
              onChange={setLastN}
              choices={lastNChoices.map((count) => ({ value: count, label: t('filters.lastN', { count }) }))}
            />
          </Box>
          {(['home', 'away'] as const).map((side) => (
            <TeamFormList
              key={side}
              side={side}
              form={data[side]}
              venue={venue}
              lastN={lastN}
              lang={match.lang}
              fallbackCompetition={competition}
            />
          ))}
          <CreditsLine parts={sourceCredits(data.sources, undefined, t, match.lang)} />
        </>
      )}
    </AnswerStates>
  );
}
