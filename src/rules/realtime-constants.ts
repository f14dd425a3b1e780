// The realtime modules read the constants of SPEC section 9 from their one home.
export {
  clockTickMs,
  goalAnimationMs,
  goalRetriggerGuardMs,
  injuryTimeThresholdMinutes,
  otherPeriodOffsetSeconds,
  periodOffsetSeconds,
  socketBackoffFactor,
  socketInitialDelayMs,
  socketMaxAttempts,
  socketMaxDelayMs,
} from './constants.ts';
