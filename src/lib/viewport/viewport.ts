import { useSyncExternalStore } from 'react';
import { defaultMobileWindow, mobileBreakpointPx } from '../rules/constants.ts';

/** SPEC section 4: 752 px wide or less counts as mobile. */
export const isMobileWidth = (width: number) => width <= mobileBreakpointPx;

export interface Viewport {
  width: number;
  height: number;
  isMobile: boolean;
}

const measured = (): Viewport => ({ width: window.innerWidth, height: window.innerHeight, isMobile: isMobileWidth(window.innerWidth) });
/** Before anything is measured the widget assumes a phone: 320 by 375. */
export const unmeasuredViewport: Viewport = { ...defaultMobileWindow, isMobile: true };

let snapshot: Viewport | null = null;
const read = () => {
  const next = measured();
  if (!snapshot || snapshot.width !== next.width || snapshot.height !== next.height) snapshot = next;
  return snapshot;
};
const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, read, () => unmeasuredViewport);
}

/** Touch support from the number of touch points (SPEC section 4). */
export function isTouchDevice(nav: Pick<Navigator, 'maxTouchPoints'> = navigator): boolean {
  return nav.maxTouchPoints > 0;
}
