import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/i18n/react.tsx';
import type { SocketState } from '../lib/realtime/reconnecting-socket.ts';
import { PlainButton } from './PlainButton.tsx';

/**
 * Beyond the spec: a fan must not take stale numbers for live ones. While the socket reconnects
 * the widget says so; once it has given up, or the feed has gone silent during play ('stale'), it
 * says live data is paused and offers a retry.
 */
export function LiveStatus({
  state,
  onRetry,
  nextRetryAt = null,
  lastUpdatedAt = 0,
}: {
  state: SocketState | 'stale' | 'answerStale';
  onRetry(): void;
  nextRetryAt?: number | null;
  /** When the last good status answer arrived: shown once it is stale (src/rules/stale-answer.ts). */
  lastUpdatedAt?: number;
}) {
  const { t, i18n } = useTranslation();
  const timeOf = (at: number) =>
    new Date(at).toLocaleTimeString(i18n.language === 'es-xx' ? 'es-419' : i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  // After giving up the widget tries again by itself (src/rules/healing.ts); the fan sees when.
  const pausedText = state === 'gaveUp' && nextRetryAt !== null ? t('live.pausedRetryAt', { time: timeOf(nextRetryAt) }) : t('live.paused');
  const text =
    state === 'reconnecting'
      ? t('live.reconnecting')
      : state === 'answerStale'
        ? t('live.lastUpdated', { time: timeOf(lastUpdatedAt) })
        : pausedText;
  if (state !== 'reconnecting' && state !== 'gaveUp' && state !== 'stale' && state !== 'answerStale') return null;
  return (
    <Box
      data-testid="live-status"
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        mx: 'auto',
        mt: 1,
        px: 1.5,
        py: 0.5,
        maxWidth: 480,
        boxSizing: 'border-box',
        borderRadius: 1,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="small" component="p">
        {text}
      </Typography>
      {state !== 'reconnecting' ? <PlainButton onClick={onRetry}>{t('common.retry')}</PlainButton> : null}
    </Box>
  );
}
