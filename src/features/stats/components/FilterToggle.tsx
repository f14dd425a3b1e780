import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface Choice<V> {
  value: V;
  /** What the button shows: as short as the row allows ("1.5", "25%"). */
  label: string;
  /** The whole choice for a screen reader ("Over 1.5"), when the label alone is not. */
  fullLabel?: string;
}

interface FilterProps<V> {
  label: string;
  value: V;
  options: readonly Choice<V>[];
  onChange: (value: V) => void;
  testId?: string;
}

/**
 * A filter's label, on the left of its row in a two-column grid (`FilterGrid` below), so a
 * column of filters reads as a form and takes one line each on a phone.
 */
function FilterLabel({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="small" component="span" sx={{ color: 'text.secondary', alignSelf: 'center' }}>
      {children}
    </Typography>
  );
}

/** A few choices, one always pressed (a second tap on it keeps it): MUI's exclusive toggle buttons. */
export function FilterToggle<V extends string | number>({ label, value, options, onChange, testId }: FilterProps<V>) {
  const id = useId();
  return (
    <>
      <FilterLabel id={id}>{label}</FilterLabel>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={value}
        aria-labelledby={id}
        data-testid={testId}
        sx={{ minWidth: 0 }}
        onChange={(_, chosen: V | null) => {
          if (chosen !== null) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <ToggleButton
            key={String(option.value)}
            value={option.value}
            // The visible label stays part of the name, as voice control users say it.
            aria-label={
              option.fullLabel === undefined || option.fullLabel.includes(option.label)
                ? option.fullLabel
                : `${option.label}, ${option.fullLabel}`
            }
            // Each button takes its label's width and the row shares what is left, so a long word
            // (German "Beliebig" beside "25 %") stays whole; only a word wider than the whole row's
            // share (Greek "any" on a 320 px phone) may break rather than push the row past it.
            sx={{
              flex: '1 1 auto',
              width: 'auto',
              typography: 'small',
              fontWeight: 600,
              textTransform: 'none',
              lineHeight: 1.2,
              px: 0.5,
              py: 0.5,
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </>
  );
}

/** Many choices: an MUI select, its menu in the theme's paper. */
export function FilterMenu<V extends string | number>({ label, value, options, onChange, testId }: FilterProps<V>) {
  const id = useId();
  return (
    <>
      <FilterLabel id={id}>{label}</FilterLabel>
      <Select
        size="small"
        value={String(value)}
        labelId={id}
        SelectDisplayProps={{ 'data-testid': testId } as object}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        sx={{ typography: 'default' }}
      >
        {options.map((option) => (
          <MenuItem key={String(option.value)} value={String(option.value)}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </>
  );
}
