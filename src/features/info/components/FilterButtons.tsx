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
                // Pressed reads by its frame, its tint and its weight; the text keeps the page's own
                // colour, which every brand's contrast check covers.
                border: `${pressed ? 2 : 1}px solid ${pressed ? palette.primary.main : palette.divider}`,
                bgcolor: pressed ? palette.action.selected : 'transparent',
                color: palette.text.primary,
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
