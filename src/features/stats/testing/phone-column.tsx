import type { Decorator } from '@storybook/react-vite';

/** The stats stories' frame: a phone-wide column (the widget's content is at most 480 px). */
export const phoneColumn: Decorator = (Story) => (
  <div style={{ maxWidth: 480, padding: 12 }}>
    <Story />
  </div>
);
