import Typography from '@mui/material/Typography';

/**
 * The one small line per screen that names where its data comes from ("Powered by StatsBomb",
 * "Results: openfootball"), so the fan's sentences can say what happened without licence words.
 * It is the powered-by badge of SPEC section 1, and keeps its hook. 12 px: small, yet legible.
 * Callers translate the parts (this shared component reads no section's strings); parts are
 * joined with a middle dot, and a line with none draws nothing.
 */
export function CreditsLine({ parts }: { parts: readonly string[] }) {
  if (parts.length === 0) return null;
  return (
    <Typography data-testid="powered-by" variant="small" component="p" sx={{ mt: 1, color: 'text.secondary', textAlign: 'right' }}>
      {parts.join(' · ')}
    </Typography>
  );
}
