import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/i18n/react.tsx';

export type ResultLetter = 'W' | 'D' | 'L';

const words = { W: 'info.win', D: 'info.draw', L: 'info.loss' } as const;
const letters = { W: 'table.won', D: 'table.drawn', L: 'table.lost' } as const;

/** A result as a small badge: its letter in the fan's language on the result's colour, its word for screen readers. */
export function FormBadge({ result }: { result: ResultLetter }) {
  const { t } = useTranslation();
  const tone = result === 'W' ? 'success' : result === 'D' ? 'warning' : 'error';
  return (
    <Box
      component="abbr"
      title={t(words[result])}
      aria-label={t(words[result])}
      data-result={result}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: 20,
        height: 20,
        px: 0.25,
        borderRadius: 0.75,
        // The letter is read: never under the 12 px the smallest text of the widget is.
        typography: 'small',
        fontWeight: 700,
        textDecoration: 'none',
        bgcolor: (theme.vars ?? theme).palette[tone].main,
        color: (theme.vars ?? theme).palette[tone].contrastText,
        flex: 'none',
      })}
    >
      {t(letters[result])}
    </Box>
  );
}
