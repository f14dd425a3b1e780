/** SPEC section 9's time units: days, hours, mins, secs. */
export interface CountdownParts {
  days: number;
  hours: number;
  mins: number;
  secs: number;
}

/** The time left until kick-off in whole units; zero everywhere once it has passed. */
export function countdownParts(msLeft: number): CountdownParts {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    mins: Math.floor((total % 3600) / 60),
    secs: total % 60,
  };
}

/** Milliseconds until the countdown's next whole second, so it never drifts. */
export function msToNextSecond(msLeft: number): number {
  const rest = msLeft % 1000;
  return rest <= 0 ? 1000 : rest;
}
