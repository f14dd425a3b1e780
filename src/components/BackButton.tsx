import { PlainButton } from './PlainButton.tsx';
import { useTranslation } from '../lib/i18n/react.tsx';
import { BackIcon } from './icons.tsx';

/** The back action of SPEC section 2: returns to the previous path of the tracked history. */
export function BackButton({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  return (
    <PlainButton
      onClick={onBack}
      aria-label={t('common.back')}
      title={t('common.back')}
      data-testid="back-button"
      sx={{ color: 'text.primary', flexShrink: 0, minWidth: 40, minHeight: 40, borderRadius: '50%' }}
    >
      <BackIcon />
    </PlainButton>
  );
}
