import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { intlLocale } from '../../../../contract/languages.ts';
import { isPreMatchStage } from '../../../../contract/stage-groups.ts';
import { CreditsLine } from '../../../components/CreditsLine.tsx';
import { sourceCredits, type CreditedSource } from '../../../components/source-credits.ts';
import { useLineups } from '../api/lineups.ts';
import { useMatchText } from '../api/match-text.ts';
import { formatKickoff, timeZoneLabel } from '../rules/match-time.ts';
import { AnswerStates } from './InfoScreen.tsx';
import { TeamBadge } from './TeamBadge.tsx';
import { useMatchContext } from './use-match-context.ts';

/** The preview's facts: kick-off in the fan's zone (the zone named), venue, referee, and once played the attendance. */
function MatchFacts() {
  const { t } = useTranslation();
  const match = useMatchContext();
  const lineups = useLineups(match.eventId, match.lang);
  const facts: { key: string; label: string; value: string }[] = [];
  const start = match.eventData?.matchStart;
  if (start) {
    facts.push({
      key: 'kickoff',
      label: t('info.kickoff'),
      value: `${formatKickoff(start, match.lang)} (${timeZoneLabel(start, match.lang)})`,
    });
  }
  const data = lineups.data;
  if (data?.venue?.name)
    facts.push({ key: 'venue', label: t('areas.venue'), value: [data.venue.name, data.venue.city].filter(Boolean).join(', ') });
  if (data?.referee) facts.push({ key: 'referee', label: t('areas.referee'), value: data.referee });
  // The crowd is counted once the match is played: a preview before kick-off has none to show.
  if (data?.attendance !== undefined && match.stage !== undefined && !isPreMatchStage(match.stage)) {
    facts.push({
      key: 'attendance',
      label: t('areas.attendance'),
      value: new Intl.NumberFormat(intlLocale(match.lang)).format(data.attendance),
    });
  }
  if (facts.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5, fontSize: 14 }}>
      {facts.map((fact) => (
        <Box key={fact.key} data-testid={`fact-${fact.key}`} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The preview's one credits line: the text's sources and those of its facts (venue, referee, crowd: the line-ups answer's). */
function PreviewCredits({ textSources = [] }: { textSources?: readonly CreditedSource[] | undefined }) {
  const { t } = useTranslation();
  const match = useMatchContext();
  const factsSources = useLineups(match.eventId, match.lang).data?.sources ?? [];
  return <CreditsLine parts={sourceCredits([...textSources, ...factsSources], undefined, t, match.lang)} />;
}

/**
 * `/info/preview` and `/info/insights`: what the feed writes from the real results, in the fan's
 * language; the preview leads with the match's facts.
 */
export function MatchTextScreen({ kind }: { kind: 'preview' | 'insights' }) {
  const { t } = useTranslation();
  const match = useMatchContext();
  const text = useMatchText(kind, match.eventId, match.lang);
  const teamCode = (side: 'home' | 'away') => match.eventData?.[side].code;
  return (
    <>
      {kind === 'preview' ? <MatchFacts /> : null}
      <AnswerStates answer={text} isEmpty={(data) => data.paragraphs.length === 0} emptyTitle={t('empty.noResult')}>
        {(data) => (
          <Box component={kind === 'insights' ? 'ul' : 'div'} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.paragraphs.map((paragraph, index) => {
              const code = paragraph.team ? teamCode(paragraph.team) : undefined;
              return (
                <Box
                  key={`${paragraph.kind}-${index}`}
                  component={kind === 'insights' ? 'li' : 'div'}
                  data-kind={paragraph.kind}
                  sx={(theme) => ({
                    display: 'flex',
                    gap: 1,
                    alignItems: 'flex-start',
                    py: 0.75,
                    borderBottom: kind === 'insights' ? `1px solid ${(theme.vars ?? theme).palette.divider}` : 'none',
                  })}
                >
                  {code && paragraph.team ? <TeamBadge side={paragraph.team} code={code} /> : null}
                  <Typography variant="default" component="p" sx={{ m: 0 }}>
                    {paragraph.text}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        )}
      </AnswerStates>
      {kind === 'preview' ? (
        <PreviewCredits textSources={text.data?.sources} />
      ) : (
        <CreditsLine parts={sourceCredits(text.data?.sources, undefined, t, match.lang)} />
      )}
    </>
  );
}
