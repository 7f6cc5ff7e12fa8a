/**
 * "Stranger is typing…" (issue 16): the sending side, throttled. While the user types, `typing: true`
 * goes out at most once every `everyMs`; `typing: false` after `idleMs` without a keystroke or when
 * the box is emptied. Sending the message says nothing more: the receiver hides the indicator when
 * the message arrives. Pure apart from the injected clock and timer, so it is unit-tested.
 */
export type TypingSenderOptions = {
  send(typing: boolean): void;
  now?: () => number;
  everyMs?: number;
  idleMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** How long the receiver shows the indicator after the last `typing: true` if no `false` comes. */
export const TYPING_SHOWN_MS = 6000;

export function createTypingSender(options: TypingSenderOptions) {
  const now = options.now ?? Date.now;
  const everyMs = options.everyMs ?? 2500;
  const idleMs = options.idleMs ?? 3000;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let typing = false;
  let lastSent = Number.NEGATIVE_INFINITY;
  let idle: unknown;

  function stop() {
    clearTimer(idle);
    idle = undefined;
    if (!typing) return;
    typing = false;
    options.send(false);
  }

  return {
    /** The text box changed. */
    input(text: string) {
      if (!text.trim()) {
        stop();
        return;
      }
      const at = now();
      if (!typing || at - lastSent >= everyMs) {
        typing = true;
        lastSent = at;
        options.send(true);
      }
      clearTimer(idle);
      idle = setTimer(stop, idleMs);
    },
    /** The message was sent: the receiver hides the indicator itself. */
    sent() {
      clearTimer(idle);
      idle = undefined;
      typing = false;
    },
    stop,
  };
}
