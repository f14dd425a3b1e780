import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of the element `ref` is set on, in whole pixels (never wider than it), kept up to date
 * as the column changes (a phone turned, a host's frame resized). Read before the first paint, so a
 * chart or pitch is drawn once at its width rather than stretched and then redrawn; `initial` is
 * the width until then.
 */
export function useElementWidth<E extends Element>(initial: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const update = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      // Nothing laid out (jsdom, a hidden column): keep the last width.
      if (measured > 0) setWidth(measured);
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
