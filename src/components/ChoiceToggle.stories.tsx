import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from '../lib/i18n/react.tsx';
import { ChoiceToggle } from './ChoiceToggle.tsx';

const meta: Meta<typeof ChoiceToggle> = { title: 'Components/ChoiceToggle', component: ChoiceToggle, parameters: { layout: 'padded' } };
export default meta;

/** The halves of a match, the second not started yet: one pressed, a disabled one shown but not offered. */
function Periods() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<'match' | 'firstHalf' | 'secondHalf'>('match');
  return (
    <Box sx={{ maxWidth: 320 }}>
      <ChoiceToggle
        label={t('stats.periodChoice')}
        testId="periods"
        value={period}
        onChange={setPeriod}
        choices={[
          { value: 'match', label: t('stats.wholeMatch') },
          { value: 'firstHalf', label: t('scoreboard.firstHalf') },
          { value: 'secondHalf', label: t('scoreboard.secondHalf'), disabled: true },
        ]}
      />
    </Box>
  );
}

export const Segmented: StoryObj = {
  render: () => <Periods />,
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByTestId('periods'));
    const [match, firstHalf, secondHalf] = group.getAllByRole('button');
    await expect(match).toHaveAttribute('aria-pressed', 'true');
    await expect(secondHalf).toBeDisabled();
    // From the keyboard: the group is one tab stop (MUI's roving focus), an arrow moves to the next
    // button, Space presses it, and only it is pressed. A click on the pressed one gives it the
    // page's focus (focus() alone leaves the story's frame unfocused).
    await userEvent.click(match!);
    await expect(match).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(firstHalf).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(firstHalf).toHaveAttribute('aria-pressed', 'true');
    await expect(match).toHaveAttribute('aria-pressed', 'false');
    // Pressing the pressed one again keeps it: one choice is always made.
    await userEvent.click(firstHalf!);
    await expect(firstHalf).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A filter's short labels with their whole names for a screen reader ("1.5", "Over 1.5"). */
export const ShortLabels: StoryObj = {
  render: function Render() {
    const [line, setLine] = useState(1.5);
    return (
      <Box sx={{ maxWidth: 320 }}>
        <ChoiceToggle
          fit="content"
          label="Line"
          value={line}
          onChange={setLine}
          choices={[0.5, 1.5, 2.5, 3.5].map((value) => ({ value, label: String(value), fullLabel: `Over ${value}` }))}
        />
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name a screen reader gives is the whole one, and it holds the short label a fan sees.
    const pressed = canvas.getByRole('button', { name: 'Over 1.5' });
    await expect(pressed).toHaveTextContent('1.5');
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Chips that wrap onto a second line at 320 px: the form screen's "last N" filter, in more steps. */
export const Chips: StoryObj = {
  render: function Render() {
    const { t } = useTranslation();
    const [count, setCount] = useState(10);
    return (
      <Box sx={{ maxWidth: 320 }}>
        <ChoiceToggle
          look="chips"
          label={t('info.countFilter')}
          value={count}
          onChange={setCount}
          choices={[3, 5, 6, 8, 10, 20].map((n) => ({ value: n, label: t('filters.lastN', { count: n }) }))}
        />
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole('button');
    await userEvent.click(buttons[0]!);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons.at(-2)).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The pitch view's marks: any of them on, each press turns one on or off. */
export const PillsAnyOf: StoryObj = {
  render: function Render() {
    const { t } = useTranslation();
    const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(['shots', 'passes']));
    const toggle = (kind: string) =>
      setShown((current) => {
        const next = new Set(current);
        if (!next.delete(kind)) next.add(kind);
        return next;
      });
    return (
      <Box sx={{ maxWidth: 320 }}>
        <ChoiceToggle
          look="pills"
          label={t('pitch.latestEvents')}
          chosen={shown}
          onToggle={toggle}
          choices={[
            { value: 'shots', label: `${t('stats.shots')} 28` },
            { value: 'passes', label: `${t('stats.passes')} 1,132` },
            { value: 'corners', label: `${t('stats.corners')} 7` },
          ]}
        />
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [shots, passes, corners] = canvas.getAllByRole('button');
    await userEvent.click(corners!);
    await userEvent.click(shots!);
    await expect(shots).toHaveAttribute('aria-pressed', 'false');
    await expect(passes).toHaveAttribute('aria-pressed', 'true');
    await expect(corners).toHaveAttribute('aria-pressed', 'true');
  },
};

/** One of three as radio buttons under a visible legend: the arrow keys move the choice. */
export const PillsOneOf: StoryObj = {
  render: function Render() {
    const { t } = useTranslation();
    const [colour, setColour] = useState<'team' | 'brand' | 'contrast'>('team');
    return (
      <Box sx={{ maxWidth: 320 }}>
        <ChoiceToggle
          look="pills"
          label={t('pitch.xgColour')}
          value={colour}
          onChange={setColour}
          choices={[
            { value: 'team', label: t('pitch.colourTeam') },
            { value: 'brand', label: t('pitch.colourBrand') },
            { value: 'contrast', label: t('pitch.colourContrast') },
          ]}
        />
      </Box>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [team, brand] = canvas.getAllByRole('radio');
    await expect(team).toBeChecked();
    team!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(brand).toBeChecked();
    await expect(team).not.toBeChecked();
  },
};
