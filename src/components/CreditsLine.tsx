import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/i18n/react.tsx';
import { poweredBy } from './powered-by.ts';

/**
 * The one small line per screen that names where its data comes from ("Powered by StatsBomb",
 * "Results: openfootball"), so the fan's sentences can say what happened without licence words.
 * It is the powered-by badge of SPEC section 1, and keeps its hook. 12 px: small, yet legible.
 * Callers translate their parts (this shared component reads no section's strings) and name the
 * `provider` the answer credits, which ends the line as "Powered by …"; parts are joined with a
 * middle dot, and a line with none draws nothing.
 */
export function CreditsLine({ parts = [], provider }: { parts?: readonly string[]; provider?: string | undefined }) {
  const { t } = useTranslation();
  const line = provider ? [...parts, poweredBy(t, provider)] : parts;
  if (line.length === 0) return null;
  return (
    <Typography data-testid="powered-by" variant="small" component="p" sx={{ mt: 1, color: 'text.secondary', textAlign: 'right' }}>
      {line.join(' · ')}
    </Typography>
  );
}
