import { useSyncExternalStore } from 'react';
import { defaultMobileWindow, mobileBreakpointPx } from '../../rules/constants.ts';

/** Touch support from the number of touch points (SPEC section 4 "Realtime socket"). */
export function isTouchDevice(nav: Pick<Navigator, 'maxTouchPoints'> = navigator): boolean {
  return nav.maxTouchPoints > 0;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** SPEC section 4: the viewport counts as mobile at 752 px or less. */
export function isMobileWidth(width: number): boolean {
  return width <= mobileBreakpointPx;
}

/**
 * The window's size. Before it can be measured (no window, or an iframe the host has not laid out
 * yet, which reports 0 × 0) the default mobile window of SPEC section 4, 320 × 375, is assumed:
 * most fans are on phones, so the first paint is laid out for one.
 */
export function measureViewport(win: Pick<Window, 'innerWidth' | 'innerHeight'> | undefined): ViewportSize {
  if (!win || win.innerWidth <= 0 || win.innerHeight <= 0) return { ...defaultMobileWindow };
  return { width: win.innerWidth, height: win.innerHeight };
}

export interface Viewport extends ViewportSize {
  isMobile: boolean;
}

let snapshot: Viewport | null = null;

function readViewport(win: (Window & typeof globalThis) | undefined): Viewport {
  const size = measureViewport(win);
  // useSyncExternalStore needs the same object for the same size.
  if (!snapshot || snapshot.width !== size.width || snapshot.height !== size.height) {
    snapshot = { ...size, isMobile: isMobileWidth(size.width) };
  }
  return snapshot;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The viewport, re-read when the window (the iframe, when embedded) is resized. */
export function useViewport(): Viewport {
  return useSyncExternalStore(
    subscribe,
    () => readViewport(window),
    () => readViewport(undefined),
  );
}
