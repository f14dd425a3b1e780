import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { focusRing } from '../theme/components/focus.ts';
import { PlainButton } from './PlainButton.tsx';

export interface Choice<T extends string | number> {
  value: T;
  /** What the button says, already translated: as short as the row allows ("1.5", "25%"). */
  label: string;
  /** The whole choice for a screen reader ("Over 1.5"), when the label alone is not. */
  fullLabel?: string;
  /** Shown but not offered (a half not yet started). */
  disabled?: boolean;
  /** Drawn before the label, for the eye only (the colour a choice stands for). */
  swatch?: ReactNode;
}

/**
 * - segmented: one row of joined buttons (MUI's toggle buttons); `fit` says whether they share the
 *   width equally or each takes its label's width and they share what is left.
 * - chips: separate buttons that wrap onto a second line; the pressed one reads by its frame, tint
 *   and weight, not by colour alone.
 * - pills: round buttons in a row that wraps, as under the pitch; one choice of them is a set of
 *   radio buttons whose `label` is the visible legend.
 */
export type ChoiceLook = 'segmented' | 'chips' | 'pills';

/** One pressed of them all (a second press on it keeps it), or any of them pressed (a press turns one on or off). */
type Selection<T> =
  | { value: T; onChange: (value: T) => void; chosen?: undefined; onToggle?: undefined }
  | { chosen: ReadonlySet<T>; onToggle: (value: T) => void; value?: undefined; onChange?: undefined };

export type ChoiceToggleProps<T extends string | number> = Selection<T> & {
  choices: readonly Choice<T>[];
  /** The group's accessible name; left out where `labelledBy` names it. */
  label?: string;
  /** The id of the element that names the group (a filter's label beside it). */
  labelledBy?: string;
  look?: ChoiceLook;
  /** Segmented only: equal shares of the width, or each its label's width. */
  fit?: 'equal' | 'content';
  testId?: string;
  /** Space under the group, in theme spacing units. */
  spaceBelow?: number;
  /** Space above the group, in theme spacing units. */
  spaceAbove?: number;
};

/** The visible label stays part of the name, as voice control users say it. */
function accessibleName(choice: Choice<string | number>): string | undefined {
  if (choice.fullLabel === undefined || choice.fullLabel.includes(choice.label)) return choice.fullLabel;
  return `${choice.label}, ${choice.fullLabel}`;
}

/**
 * The one "pick one of N" control (and its "any of N" form): a few views of the same screen (a
 * half, the Starting XI or the shape now, a group of statistics), a filter's values, the marks the
 * pitch shows. Each choice is a native button with `aria-pressed` in a named group, or, for pills
 * with one choice, a native radio button in a fieldset: both work from the keyboard as the platform
 * does (Tab and Space; the arrow keys between radio buttons). Labels wrap rather than push a 320 px
 * phone sideways, in German and Greek too.
 */
export function ChoiceToggle<T extends string | number>(props: ChoiceToggleProps<T>) {
  const { look = 'segmented' } = props;
  if (look === 'segmented') return <Segmented {...props} />;
  if (look === 'pills' && props.chosen === undefined) return <RadioPills {...props} />;
  return <Buttons {...props} look={look} />;
}

const isChosen = <T,>(props: Selection<T>, value: T) => (props.chosen ? props.chosen.has(value) : props.value === value);
const choose = <T,>(props: Selection<T>, value: T) => (props.onToggle ? props.onToggle(value) : props.onChange(value));

function Segmented<T extends string | number>(props: ChoiceToggleProps<T>) {
  const { choices, label, labelledBy, fit = 'equal', testId, spaceBelow = 1, spaceAbove = 0 } = props;
  const equal = fit === 'equal';
  return (
    <ToggleButtonGroup
      exclusive={!props.chosen}
      fullWidth
      size="small"
      value={props.chosen ? [...props.chosen] : props.value}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      onChange={(_event, next: T | T[] | null) => {
        if (next === null) return;
        if (!Array.isArray(next)) choose(props, next);
        else {
          const toggled = choices.find((choice) => next.includes(choice.value) !== isChosen(props, choice.value));
          if (toggled) choose(props, toggled.value);
        }
      }}
      sx={{ mb: spaceBelow, mt: spaceAbove, ...(equal ? {} : { minWidth: 0 }) }}
    >
      {choices.map((choice) => (
        <ToggleButton
          key={String(choice.value)}
          value={choice.value}
          disabled={choice.disabled}
          aria-label={accessibleName(choice)}
          sx={
            equal
              ? {
                  px: 0.5,
                  py: 0.5,
                  minWidth: 0,
                  fontSize: 13,
                  lineHeight: 1.25,
                  textTransform: 'none',
                  whiteSpace: 'normal',
                  hyphens: 'auto',
                }
              : // Each button takes its label's width and the row shares what is left, so a long word
                // (German "Beliebig" beside "25 %") stays whole; only a word wider than the whole row's
                // share (Greek "any" on a 320 px phone) may break rather than push the row past it.
                {
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
                }
          }
        >
          {choice.swatch}
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

const chipLook =
  (pressed: boolean): SxProps<Theme> =>
  (theme) => {
    const palette = (theme.vars ?? theme).palette;
    return {
      minHeight: 36,
      px: 1.5,
      fontSize: theme.typography.small.fontSize,
      // Pressed reads by its frame, tint and weight, not by colour alone; the text keeps the page's
      // own colour, which every brand's contrast check covers.
      border: `${pressed ? 2 : 1}px solid ${pressed ? palette.primary.main : palette.divider}`,
      bgcolor: pressed ? palette.action.selected : 'transparent',
      color: palette.text.primary,
      fontWeight: pressed ? 700 : 400,
      overflowWrap: 'anywhere',
    };
  };

const pillLook = (pressed: boolean): SxProps<Theme> => ({
  minHeight: 32,
  border: 1,
  borderColor: pressed ? 'primary.main' : 'divider',
  bgcolor: pressed ? 'action.selected' : 'transparent',
  color: 'text.primary',
  fontSize: 12,
  borderRadius: 4,
});

function Buttons<T extends string | number>(props: ChoiceToggleProps<T> & { look: 'chips' | 'pills' }) {
  const { choices, label, labelledBy, look, testId, spaceBelow = 1, spaceAbove = 0 } = props;
  return (
    <Box
      role="group"
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: look === 'chips' ? 0.5 : 0.75, mb: spaceBelow, mt: spaceAbove }}
    >
      {choices.map((choice) => {
        const pressed = isChosen(props, choice.value);
        return (
          <PlainButton
            key={String(choice.value)}
            aria-pressed={pressed}
            aria-label={accessibleName(choice)}
            disabled={choice.disabled}
            data-choice={choice.value}
            onClick={() => choose(props, choice.value)}
            sx={look === 'chips' ? chipLook(pressed) : pillLook(pressed)}
          >
            {choice.swatch}
            {choice.label}
          </PlainButton>
        );
      })}
    </Box>
  );
}

function RadioPills<T extends string | number>(props: ChoiceToggleProps<T>) {
  const { choices, label, testId, spaceBelow = 1, spaceAbove = 0 } = props;
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const name = useId();
  return (
    <Box
      component="fieldset"
      data-testid={testId}
      sx={{ border: 0, p: 0, m: 0, mt: spaceAbove, mb: spaceBelow, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}
    >
      <Typography component="legend" variant="small" sx={{ float: 'left', mr: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      {choices.map((choice) => (
        <Box
          component="label"
          key={String(choice.value)}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            minHeight: 32,
            px: 1,
            borderRadius: 4,
            border: 1,
            borderColor: props.value === choice.value ? 'primary.main' : 'divider',
            typography: 'small',
            cursor: 'pointer',
            '&:has(input:focus-visible)': focusRing(palette.focus, 0),
          }}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={props.value === choice.value}
            disabled={choice.disabled}
            aria-label={accessibleName(choice)}
            onChange={() => choose(props, choice.value)}
            style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
          />
          {choice.swatch}
          {choice.label}
        </Box>
      ))}
    </Box>
  );
}
