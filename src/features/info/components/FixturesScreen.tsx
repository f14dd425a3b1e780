import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { sourceCredits } from '../../../components/source-credits.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { useFixtures } from '../api/fixtures.ts';
import { fixturesByRound, roundLabel, withLiveScore, type Round } from '../rules/fixture-rounds.ts';
import { timeZoneLabel } from '../rules/match-time.ts';
import { FixtureRow, type FixtureView } from './FixtureRow.tsx';
import { AnswerStates } from './InfoScreen.tsx';
import { useMatchContext } from './use-match-context.ts';

type Fixture = FixtureView & { round: string };

/**
 * One round: its name as a button that shows or hides its matches. Only open rounds put their
 * matches in the page, so a 38-matchday season stays a short list of headings at 320 px.
 */
function RoundSection({
  round,
  name,
  open,
  onToggle,
  children,
}: {
  round: Round<Fixture>;
  name: string;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const listId = useId();
  return (
    <Box component="section" aria-label={name} sx={{ mb: 1 }} data-testid="fixture-round">
      <Typography variant="default" component="h2" sx={{ m: 0 }}>
        <PlainButton
          aria-expanded={open}
          {...(open ? { 'aria-controls': listId } : {})}
          onClick={onToggle}
          data-testid="fixture-round-toggle"
          sx={(theme) => ({
            width: '100%',
            justifyContent: 'space-between',
            textAlign: 'start',
            px: 0.5,
            color: (theme.vars ?? theme).palette.text.primary,
            fontWeight: 700,
            borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
            borderRadius: 0,
          })}
        >
          <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {name}
            {round.current ? (
              <>
                {/* Said as "Matchday 1, Current round", not run together into one word. */}
                <Box component="span" sx={visuallyHidden}>
                  ,{' '}
                </Box>
                <Typography variant="small" component="span" sx={{ ml: 1, color: 'text.secondary', fontWeight: 400 }}>
                  {t('info.currentRound')}
                </Typography>
              </>
            ) : null}
          </Box>
          <Box
            component="svg"
            viewBox="0 0 24 24"
            aria-hidden
            sx={{
              flex: 'none',
              width: 20,
              height: 20,
              fill: 'currentColor',
              transition: 'transform 150ms',
              transform: open ? 'rotate(180deg)' : 'none',
            }}
          >
            <path d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
          </Box>
        </PlainButton>
      </Typography>
      {open ? (
        <Box component="ul" id={listId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {children}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * `/info/fixtures`: every round of the competition, this match's round first and open, the others
 * a tap away; times in the fan's zone; this match's row marked, its score following the replay.
 */
export function FixturesScreen() {
  const { t } = useTranslation();
  const match = useMatchContext();
  // Not polled: only this match's row changes while it is played, and its score comes with the
  // live score (the answer is asked for again when a goal changes it, use-match-context.ts).
  const fixtures = useFixtures(match.eventId, match.lang);
  const event = match.eventData;
  // The rounds the fan opened or closed; until then only the current round is open.
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setToggled((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return (
    <AnswerStates
      answer={fixtures}
      isEmpty={(data) =>
        (data.rounds?.length ?? 0) +
          data.sameRound.length +
          data.home.previous.length +
          data.home.next.length +
          data.away.previous.length +
          data.away.next.length ===
        0
      }
      emptyTitle={t('empty.noFixtures')}
    >
      {(data) => {
        // A feed without `rounds` leaves this match out: it is put in from the event.
        const stand =
          !data.rounds && event && data.round
            ? {
                id: event.eventId,
                date: event.matchStart.slice(0, 10),
                kickoff: event.matchStart,
                round: data.round,
                home: event.home,
                away: event.away,
              }
            : undefined;
        const rounds = fixturesByRound<Fixture>(data, stand);
        const firstOpen = rounds[0]?.key;
        const isOpen = (key: string) => (key === firstOpen) !== toggled.has(key);
        // The two teams as the rows name them (the competition's ids, which can differ from the event's).
        const highlight = new Set(
          [data.teamIds?.home, data.teamIds?.away, event?.home.id, event?.away.id].filter((id): id is string => !!id),
        );
        const zone = timeZoneLabel(event?.matchStart ?? new Date().toISOString(), match.lang);
        return (
          <>
            <Typography variant="small" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('info.timeZone', { zone })}
            </Typography>
            {rounds.map((round) => {
              const label = roundLabel(round);
              const name = label ? t(label.key, label.values) : round.name;
              return (
                <RoundSection key={round.key} round={round} name={name} open={isOpen(round.key)} onToggle={() => toggle(round.key)}>
                  {round.fixtures.map((fixture) => (
                    <FixtureRow
                      key={fixture.id}
                      fixture={withLiveScore(fixture, match.score)}
                      lang={match.lang}
                      highlight={highlight}
                      thisMatch={Boolean(fixture.thisMatch)}
                      live={Boolean(fixture.thisMatch) && match.live}
                    />
                  ))}
                </RoundSection>
              );
            })}
            <CreditsLine parts={sourceCredits(data.sources, undefined, t, match.lang)} />
          </>
        );
      }}
    </AnswerStates>
  );
}
