import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * A labelled native select: the most robust control on a phone, and plain text inside. The
 * assistant's filters and the shot map's list of shots use it; `sx` places it among its neighbours.
 */
export function FilterSelect<V extends string | number>({
  label,
  value,
  options,
  onChange,
  testId,
  sx,
}: {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <Box sx={[{ minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Typography component="label" htmlFor={id} variant="small" sx={{ display: 'block', color: 'text.secondary' }}>
        {label}
      </Typography>
      <Box
        component="select"
        id={id}
        data-testid={testId}
        value={String(value)}
        onChange={(event) => {
          const raw = (event.target as HTMLSelectElement).value;
          const chosen = options.find((option) => String(option.value) === raw);
          if (chosen) onChange(chosen.value);
        }}
        sx={(theme) => ({
          width: '100%',
          maxWidth: '100%',
          boxSizing: 'border-box',
          textOverflow: 'ellipsis',
          p: 0.75,
          font: 'inherit',
          fontSize: 14,
          color: (theme.vars ?? theme).palette.text.primary,
          bgcolor: (theme.vars ?? theme).palette.background.paper,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        })}
      >
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
