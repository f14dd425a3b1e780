import { useEffect, useState } from 'react';
import { inPreStreamWindow, nextPreStreamCheckMs } from '../../rules/stream-rules.ts';

/** SPEC section 4 "Pre-stream window": checked on each minute boundary until inside it. */
export function usePreStreamWindow(matchStart: string | undefined): boolean {
  const start = matchStart ? new Date(matchStart) : null;
  const startMs = start?.getTime();
  const [inside, setInside] = useState(() => (start ? inPreStreamWindow(start, new Date()) : false));
  useEffect(() => {
    if (startMs === undefined || Number.isNaN(startMs)) return;
    const kickOff = new Date(startMs);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = new Date();
      setInside(inPreStreamWindow(kickOff, now));
      const next = nextPreStreamCheckMs(kickOff, now);
      if (next !== null) timer = setTimeout(check, next);
    };
    check();
    return () => clearTimeout(timer);
  }, [startMs]);
  return inside;
}
