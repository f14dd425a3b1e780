import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { summaryText, type SummaryInputs } from '../../../rules/match-summary.ts';

/**
 * The half-time or post-match summary under the scoreboard's card, written in the fan's language
 * from the facts of the match (the score, the shoot-out, the scorers, the sendings-off), by the
 * rule of match-summary.ts, which the facts-first script writes it by too.
 */
export default function MatchSummary(inputs: SummaryInputs) {
  const { t } = useTranslation();
  const { title, sentences } = summaryText(inputs, (key, values) => t(key, values));
  return (
    <Box component="section" aria-labelledby="summary-title" data-testid="match-summary" sx={{ mt: 1.5 }}>
      <Typography id="summary-title" variant="large" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {sentences.map((sentence) => (
        <Typography key={sentence} variant="default" component="p" sx={{ mt: 0.5 }}>
          {sentence}
        </Typography>
      ))}
    </Box>
  );
}
