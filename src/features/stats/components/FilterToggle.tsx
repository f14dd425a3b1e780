import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { ChoiceToggle, type Choice } from '../../../components/ChoiceToggle.tsx';

interface FilterProps<V extends string | number> {
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

/** A few choices, one always pressed (a second tap on it keeps it): the shared choice control, each button its label's width. */
export function FilterToggle<V extends string | number>({ label, value, options, onChange, testId }: FilterProps<V>) {
  const id = useId();
  return (
    <>
      <FilterLabel id={id}>{label}</FilterLabel>
      <ChoiceToggle fit="content" choices={options} value={value} onChange={onChange} labelledBy={id} testId={testId} spaceBelow={0} />
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
