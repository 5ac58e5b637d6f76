// Session rules for safer gambling (issue 29): the session clock and net position (RTS 13C, 2E) and
// reality checks (RTS 13B), as pure functions over epoch milliseconds and bigint minor units.

/** The reality-check intervals the page offers (minutes); any whole number within the bounds is taken. */
export const REALITY_PRESETS = [15, 30, 60] as const;
/** Fewer than 5 minutes would interrupt play every few spins; more than 4 hours is no check at all. */
export const REALITY_MIN_MINUTES = 5;
export const REALITY_MAX_MINUTES = 240;

/** A reality-check interval as the member asked for it: null is off; otherwise whole minutes in bounds. */
export const parseRealityMinutes = (value: number | null): number | null | 'range' => {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < REALITY_MIN_MINUTES || value > REALITY_MAX_MINUTES) return 'range';
  return value;
};

/**
 * When the next reality check is due: one interval after the later of the session's start and the
 * member's last acknowledgement (a check acknowledged late does not bring the next one closer).
 */
export const realityDueAt = (startedAtMs: number, lastAckMs: number | null, intervalMs: number): number =>
  Math.max(startedAtMs, lastAckMs ?? startedAtMs) + intervalMs;

/**
 * The member's net position for a session (winnings minus losses, RTS 2E): the running total of
 * stakes-minus-returns ("loss") when the session started less the running total now. Positive: ahead.
 */
export const sessionNet = (lossAtStart: bigint, lossNow: bigint): bigint => lossAtStart - lossNow;

/** Whole seconds since the session started (never negative, should the clocks disagree). */
export const elapsedSeconds = (startedAtMs: number, nowMs: number): number =>
  Math.max(0, Math.floor((nowMs - startedAtMs) / 1000));
