import { useLayoutEffect, useRef, useState } from 'react';
import { narrowestChartWidth } from './chart-geometry.ts';

/**
 * The width of the element `ref` is set on, in whole pixels, kept up to date as the column
 * changes (a phone turned, a host's frame resized). Read before the first paint, so a chart is
 * drawn once at its width rather than stretched and then redrawn.
 */
export function useChartWidth<E extends Element>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(narrowestChartWidth);
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
