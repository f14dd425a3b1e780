import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { Language } from '../../../../contract/languages.ts';
import { useTranslation } from '../../../lib/i18n/react.tsx';
import { countdownParts, msToNextSecond } from '../model/countdown.ts';
import { kickOffText } from '../model/kick-off.ts';
import { ScoreHeader, type ScoreHeaderProps } from './ScoreHeader.tsx';

const units = ['days', 'hours', 'mins', 'secs'] as const;

/**
 * The countdown to kick-off in SPEC section 9's units, ticking on the second. It is a timer named
 * by its words ("Kick-off in"), whose role is not live: screen readers read it when asked, not
 * every second, which would drown the page.
 */
export default function Countdown({ kickOffMs }: { kickOffMs: number }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (kickOffMs - current > 0) timer = setTimeout(tick, msToNextSecond(kickOffMs - current));
    };
    timer = setTimeout(tick, msToNextSecond(kickOffMs - Date.now()));
    return () => clearTimeout(timer);
  }, [kickOffMs]);
  const parts = countdownParts(kickOffMs - now);
  return (
    <Box role="timer" aria-labelledby={labelId} data-testid="countdown" sx={{ mt: 1.5, textAlign: 'center' }}>
      <Typography id={labelId} variant="small" component="p" sx={{ color: 'text.secondary' }}>
        {t('time.kickOffIn')}
      </Typography>
      <Box component="p" sx={{ display: 'flex', justifyContent: 'center', gap: 1, m: 0, mt: 0.5 }}>
        {units.map((unit) => (
          <Box component="span" key={unit} data-testid={`countdown-${unit}`} sx={{ display: 'grid', justifyItems: 'center', minWidth: 48 }}>
            <Typography variant="h3" component="span" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>
              {String(parts[unit]).padStart(2, '0')}
            </Typography>
            <Typography variant="small" component="span" sx={{ color: 'text.secondary' }}>
              {t(`time.${unit}`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The score header before kick-off, with the kick-off's time and day in the fan's language and time
 * zone: its rule comes in this chunk, with the countdown drawn under it, so a live match's first
 * paint does not carry it.
 */
export function PreMatchScoreHeader({
  kickOffMs,
  lang,
  ...header
}: Omit<ScoreHeaderProps, 'kickOff'> & { kickOffMs: number; lang: Language }) {
  return <ScoreHeader {...header} kickOff={kickOffText(kickOffMs, lang)} />;
}
