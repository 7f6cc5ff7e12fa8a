/**
 * Spec §9 "maximum timer chunk 2147483647 ms": setTimeout stores its delay in a signed 32-bit
 * integer, and a longer delay (24.8 days and up) fires at once in browsers and Node. A delay that
 * comes from data or configuration (a ban or a session ending in weeks, an ad frequency set by an
 * operator) goes through setLongTimeout, which waits in chunks of at most that length and checks
 * the clock after each one (a laptop that slept does not fire late by the time it slept).
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

export type TimerApi = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
};

export type LongTimeout = { cancel(): void };

export function setLongTimeout(
  callback: () => void,
  delayMs: number,
  options: { timers?: TimerApi; now?: () => number } = {},
): LongTimeout {
  const timers = options.timers ?? (globalThis as unknown as TimerApi);
  const now = options.now ?? Date.now;
  const deadline = now() + Math.max(0, Number.isFinite(delayMs) ? delayMs : MAX_TIMER_DELAY_MS);
  let handle: unknown;
  let cancelled = false;
  const schedule = () => {
    const remaining = deadline - now();
    if (remaining <= 0) {
      callback();
      return;
    }
    handle = timers.setTimeout(
      () => {
        if (!cancelled) schedule();
      },
      Math.min(remaining, MAX_TIMER_DELAY_MS),
    );
  };
  schedule();
  return {
    cancel() {
      cancelled = true;
      if (handle !== undefined) timers.clearTimeout(handle as never);
    },
  };
}
