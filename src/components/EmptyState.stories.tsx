import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from '../lib/i18n/react.tsx';
import { EmptyState } from './EmptyState.tsx';

function TranslatedEmptyState() {
  const { t } = useTranslation();
  return <EmptyState title={t('empty.noResultsForFilters')} detail={t('empty.changeParameters')} />;
}

const meta: Meta<typeof EmptyState> = { title: 'Components/EmptyState', component: EmptyState };
export default meta;

export const NoResultsForFilters: StoryObj = {
  render: () => <TranslatedEmptyState />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByTestId('empty-state');
    await expect(status).toHaveAttribute('role', 'status');
    await expect(status.textContent?.length).toBeGreaterThan(10);
  },
};
