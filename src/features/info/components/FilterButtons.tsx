import Box from '@mui/material/Box';
import { PlainButton } from '../../../components/PlainButton.tsx';

/** A row of toggle buttons, one pressed: a filter the fan changes with one tap. */
export function FilterButtons<V extends string | number>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <PlainButton
            key={option.value}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            sx={(theme) => {
              const palette = (theme.vars ?? theme).palette;
              return {
                fontSize: 13,
                border: `1px solid ${pressed ? palette.primary.main : palette.divider}`,
                bgcolor: pressed ? palette.primary.main : 'transparent',
                color: pressed ? palette.primary.contrastText : palette.text.primary,
                fontWeight: pressed ? 700 : 400,
              };
            }}
          >
            {option.label}
          </PlainButton>
        );
      })}
    </Box>
  );
}
