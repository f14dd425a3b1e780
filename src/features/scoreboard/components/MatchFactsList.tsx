import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import type { Language } from '../../../../contract/languages.ts';
import { intlLocale } from '../../../../contract/languages.ts';
import type { MatchFacts } from '../api/parsers.ts';

/** Venue, referee and attendance, each only when the feed knows it. */
export function MatchFactsList({ facts, lang }: { facts: MatchFacts; lang: Language }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [];
  const venue = facts.venue ? [facts.venue.name, facts.venue.city].filter(Boolean).join(', ') : '';
  if (venue) rows.push([t('scoreboard.venue'), venue]);
  if (facts.referee) rows.push([t('scoreboard.referee'), facts.referee]);
  if (facts.attendance !== undefined && facts.attendance > 0)
    rows.push([t('scoreboard.attendance'), new Intl.NumberFormat(intlLocale(lang)).format(facts.attendance)]);
  if (rows.length === 0) return null;
  // Not the lazy sections' FactList: the scoreboard is the first paint, where its bytes count.
  return (
    <Box
      component="dl"
      data-testid="match-facts"
      sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0,1fr)', columnGap: 1.5, rowGap: 0.5, mt: 2, mb: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="small" sx={{ color: 'text.secondary' }}>
            {term}
          </Typography>
          <Typography component="dd" variant="small" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
