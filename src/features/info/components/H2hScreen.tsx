import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { poweredBy } from '../../../components/powered-by.ts';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useHeadToHead } from '../api/h2h.ts';
import { useMatchPlayerStats } from '../../../api/player-stats.ts';
import { useAvailability } from '../../../api/availability.ts';
import { competitionName, tournamentName } from '../../../rules/competition-name.ts';
import { headToHeadTotals } from '../rules/h2h-totals.ts';
import { formatDay } from '../rules/match-time.ts';
import { AnswerStates } from './InfoScreen.tsx';
import { PlayerComparison } from './PlayerComparison.tsx';
import { useMatchContext } from './use-match-context.ts';
import { useTeamName } from '../../../lib/i18n/use-team-name.ts';

function Total({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Box
      component="div"
      data-testid={testId}
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column-reverse',
        justifyContent: 'flex-end',
        p: 0.75,
        borderRadius: 1,
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
        textAlign: 'center',
        minWidth: 0,
      })}
    >
      {/* Three tiles to a row at 320 px: each label fits its tile word by word (Greek "Αγώνες", German "Remis"), and a
          Japanese one breaks between its phrases (auto-phrase reads the page's lang), not inside 勝利. */}
      <Box
        component="dt"
        sx={{ fontSize: 12, color: 'text.secondary', wordBreak: 'auto-phrase', hyphens: 'auto', overflowWrap: 'break-word' }}
      >
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, fontSize: 20, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Box>
    </Box>
  );
}

/** `/info/h2h`: the two teams' earlier meetings with their totals, and the player comparison. */
export function H2hScreen() {
  const { t } = useTranslation();
  const teamName = useTeamName();
  const match = useMatchContext();
  const h2h = useHeadToHead(match.eventId, match.lang);
  const players = useMatchPlayerStats(match.eventId, match.lang, { pollMs: match.pollMs });
  const availability = useAvailability(match.eventId, match.lang);
  const event = match.eventData;
  return (
    <AnswerStates answer={h2h} emptyTitle={t('empty.noH2h')}>
      {(data) => {
        const homeName = event ? teamName(event.home) : t('common.home');
        const awayName = event ? teamName(event.away) : t('common.away');
        // The meetings name the teams by the results' ids: this match's home team is the one the
        // summary counts as home, found from a meeting it won or by its name.
        const homeId = homeTeamIdOf(data, event?.home.name ?? homeName);
        const totals = headToHeadTotals(data.meetings, homeId);
        // The meetings name national teams with their country, so the fan's language can name them.
        const named = new Map(data.meetings.flatMap((meeting) => [meeting.home, meeting.away]).map((team) => [team.id, team]));
        const awayTeam = [...named.values()].find((team) => team.id !== homeId);
        const homeTeam = named.get(homeId);
        const comparing = players.data !== undefined && players.data.players.length > 0;
        const coverage = coverageText(
          data,
          { home: homeTeam ? teamName(homeTeam) : homeName, away: awayTeam ? teamName(awayTeam) : awayName },
          t,
        );
        return (
          <>
            {data.meetings.length === 0 ? (
              <EmptyState title={firstMeetingText(data, t)} detail={coverage} />
            ) : (
              <>
                <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 0.75, m: 0 }}>
                  <Total testId="h2h-meetings" label={t('info.meetings')} value={totals.meetings} />
                  <Total testId="h2h-home-wins" label={t('info.teamWins', { team: homeName })} value={totals.homeWins} />
                  <Total testId="h2h-draws" label={t('info.draws')} value={totals.draws} />
                  <Total testId="h2h-away-wins" label={t('info.teamWins', { team: awayName })} value={totals.awayWins} />
                  <Total testId="h2h-goals" label={t('info.goals')} value={totals.homeGoals + totals.awayGoals} />
                  <Total testId="h2h-btts" label={t('info.bothScored')} value={totals.bothScored} />
                  <Total testId="h2h-over" label={t('info.overTwoAndHalf')} value={totals.overTwoAndHalf} />
                  <Total testId="h2h-home-goals" label={`${t('info.goals')}: ${homeName}`} value={totals.homeGoals} />
                  <Total testId="h2h-away-goals" label={`${t('info.goals')}: ${awayName}`} value={totals.awayGoals} />
                </Box>
                <Typography id="h2h-meetings-title" variant="large" component="h2" sx={{ fontWeight: 700, mt: 2 }}>
                  {t('info.meetings')}
                </Typography>
                <Box component="ul" aria-labelledby="h2h-meetings-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {data.meetings.map((meeting) => (
                    <Box
                      component="li"
                      key={`${meeting.date}-${meeting.home.id}`}
                      data-testid="h2h-meeting"
                      sx={(theme) => ({ py: 0.75, borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}` })}
                    >
                      <Typography variant="small" component="p" sx={{ color: 'text.secondary' }}>
                        <time dateTime={meeting.date}>{formatDay(meeting.date, match.lang)}</time> · {tournamentName(meeting.tournament, t)}
                        {meeting.city ? ` · ${meeting.city}` : ''}
                      </Typography>
                      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', columnGap: 1, alignItems: 'center' }}>
                        <Box component="span" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
                          {teamName(meeting.home)}
                        </Box>
                        <Box component="span" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                          {meeting.homeScore} - {meeting.awayScore}
                        </Box>
                        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                          {teamName(meeting.away)}
                        </Box>
                      </Box>
                      {meeting.shootoutWinner ? (
                        <Typography variant="small" component="p" sx={{ color: 'text.secondary', textAlign: 'center' }}>
                          {t('info.wonOnPenalties', {
                            team: meeting.shootoutWinner === meeting.home.id ? teamName(meeting.home) : teamName(meeting.away),
                          })}
                        </Typography>
                      ) : null}
                    </Box>
                  ))}
                </Box>
                <Typography variant="small" component="p" data-testid="h2h-coverage" sx={{ color: 'text.secondary', mt: 1 }}>
                  {coverage}
                </Typography>
              </>
            )}
            {comparing ? (
              <PlayerComparison
                players={players.data.players}
                homeName={homeName}
                awayName={awayName}
                eventData={availability.data?.features.eventData !== false}
              />
            ) : null}
            <CreditsLine parts={creditParts(data, comparing ? players.data.credit : undefined, t)} />
          </>
        );
      }}
    </AnswerStates>
  );
}

type Scope = {
  kind: 'internationals' | 'season' | 'none';
  competition?: { id: string; name: string; season: string } | undefined;
  since?: string | undefined;
};
type Translate = (key: string, values?: Record<string, string>) => string;

/** What the meetings cover, in the fan's language from the feed's `scope`; the feed's English words when it sends none. */
function coverageText(data: { coverage: string; scope?: Scope | undefined }, teams: { home: string; away: string }, t: Translate): string {
  const { scope } = data;
  if (!scope) return data.coverage;
  if (scope.kind === 'internationals') return t('info.coverage.internationals', teams);
  if (scope.kind === 'season' && scope.competition) {
    return t('info.coverage.season', { competition: competitionName(scope.competition, t), season: scope.competition.season });
  }
  return t('info.coverage.none');
}

/**
 * Where the screen's facts come from, in its one credits line rather than in the sentences: the
 * results (all internationals, or one season of openfootball's league data) and, when players are
 * compared, the player statistics' own credit.
 */
function creditParts(data: { scope?: Scope | undefined }, playersCredit: string | undefined, t: Translate): string[] {
  const parts: string[] = [];
  if (data.scope?.kind === 'internationals') parts.push(t('credits.results', { sources: t('credits.internationalResults') }));
  if (data.scope?.kind === 'season') parts.push(t('credits.results', { sources: 'openfootball' }));
  if (playersCredit) parts.push(poweredBy(t, playersCredit));
  return parts;
}

/**
 * No earlier meeting, claimed only as far as the record reaches: between clubs, none in the one
 * season we hold ("no earlier meeting in our records (2018/19)"); between national teams, a first
 * meeting since the international results begin (1872); with no record of the pair at all,
 * nothing is claimed: no head-to-head available.
 */
function firstMeetingText(data: { scope?: Scope | undefined }, t: Translate): string {
  const scope = data.scope;
  if (scope?.kind === 'season' && scope.competition) return t('info.noEarlierMeetingSeason', { season: scope.competition.season });
  if (scope?.kind === 'internationals' && scope.since) return t('info.firstMeetingSince', { year: scope.since });
  return t('empty.noH2h');
}

/** The results' id of this match's home team: the team named like it, else the one whose wins the summary counts as home. */
function homeTeamIdOf(
  data: {
    summary: { homeWins: number };
    meetings: readonly { home: { id: string; name: string }; away: { id: string; name: string }; homeScore: number; awayScore: number }[];
  },
  homeName: string,
): string {
  const teams = new Map<string, string>();
  for (const meeting of data.meetings) {
    teams.set(meeting.home.id, meeting.home.name);
    teams.set(meeting.away.id, meeting.away.name);
  }
  const named = [...teams].find(([, name]) => name === homeName);
  if (named) return named[0];
  const ids = [...teams.keys()];
  return ids.find((id) => headToHeadTotals(data.meetings, id).homeWins === data.summary.homeWins) ?? ids[0] ?? '';
}
