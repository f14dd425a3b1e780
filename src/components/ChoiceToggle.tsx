import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface Choice<T extends string> {
  value: T;
  /** What the button says, already translated. */
  label: string;
  /** Shown but not offered (a half not yet started). */
  disabled?: boolean;
}

/**
 * One of a few views of the same screen (a half, the Starting XI or the shape now, a group of
 * statistics): buttons that share the width and wrap their labels, so German and Greek fit a 320 px
 * phone. One choice is always made: pressing the pressed button again keeps it.
 */
export function ChoiceToggle<T extends string>({
  choices,
  value,
  onChange,
  label,
  testId,
  spaceBelow = 1,
}: {
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  /** The group's accessible name. */
  label: string;
  testId: string;
  /** Space under the group, in theme spacing units. */
  spaceBelow?: number;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      value={value}
      aria-label={label}
      data-testid={testId}
      onChange={(_event, next: T | null) => next && onChange(next)}
      sx={{ mb: spaceBelow }}
    >
      {choices.map((choice) => (
        <ToggleButton
          key={choice.value}
          value={choice.value}
          disabled={choice.disabled}
          sx={{
            px: 0.5,
            py: 0.5,
            minWidth: 0,
            fontSize: 13,
            lineHeight: 1.25,
            textTransform: 'none',
            whiteSpace: 'normal',
            hyphens: 'auto',
          }}
        >
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
