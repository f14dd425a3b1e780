/** Touch support from the number of touch points (SPEC section 4 "Realtime socket"). */
export function isTouchDevice(nav: Pick<Navigator, 'maxTouchPoints'> = navigator): boolean {
  return nav.maxTouchPoints > 0;
}
