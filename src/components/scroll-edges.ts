import { useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Content is hidden before the visible part (the row has been scrolled). */
  start: boolean;
  /** Content is hidden after the visible part. */
  end: boolean;
}

/** Which ends of a horizontally scrolling box hide content; a pixel of rounding is no content. */
export function scrollEdgesOf({
  scrollLeft,
  clientWidth,
  scrollWidth,
}: Pick<HTMLElement, 'scrollLeft' | 'clientWidth' | 'scrollWidth'>): ScrollEdges {
  return { start: scrollLeft > 1, end: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** The scroll edges of the element `select` finds inside `root`, kept up to date as it scrolls or resizes. */
export function useScrollEdges(root: RefObject<HTMLElement | null>, select: string, enabled: boolean): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const scroller = enabled ? root.current?.querySelector<HTMLElement>(select) : null;
    if (!scroller) return;
    const update = () =>
      setEdges((previous) => {
        const next = scrollEdgesOf(scroller);
        return next.start === previous.start && next.end === previous.end ? previous : next;
      });
    scroller.addEventListener('scroll', update, { passive: true });
    // An observer reports the first size itself, after the browser's own layout: reading the
    // widths now would force that layout in the task that mounts the row.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (!observer) update();
    observer?.observe(scroller);
    if (scroller.firstElementChild) observer?.observe(scroller.firstElementChild);
    return () => {
      scroller.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [root, select, enabled]);
  return edges;
}
