import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  title: string;
  detail?: string;
}

/** An honest "nothing to show" (SPEC section 8 empty-state messages); never a blank area. */
export function EmptyState({ title, detail }: EmptyStateProps) {
  return (
    <Box data-testid="empty-state" role="status" sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="default" component="p" sx={{ color: 'text.primary', fontWeight: 600 }}>
        {title}
      </Typography>
      {detail ? (
        <Typography variant="small" component="p" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}
