/** Spec §9 loading bar figures. */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  tickMs: 100,
} as const;

export type LoadingBarState = { visible: boolean; progress: number };

/**
 * The top loading bar: appears only when loading lasts longer than the throttle (fast navigations
 * show nothing), fills over `durationMs`, and on finish goes to 100 %, hides after `hideDelayMs`
 * and resets to 0 `resetDelayMs` later (so the fade-out does not show it running backwards).
 */
export function createLoadingBar(onChange: (state: LoadingBarState) => void) {
  let state: LoadingBarState = { visible: false, progress: 0 };
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;
  const set = (next: Partial<LoadingBarState>) => {
    state = { ...state, ...next };
    onChange(state);
  };
  const clearAll = () => {
    clearTimeout(throttle);
    clearInterval(ticker);
    clearTimeout(hide);
    clearTimeout(reset);
    throttle = ticker = hide = reset = undefined;
  };
  const step = (100 * LOADING_BAR.tickMs) / LOADING_BAR.durationMs;
  return {
    start() {
      clearAll();
      if (state.progress !== 0 || state.visible) set({ visible: false, progress: 0 });
      throttle = setTimeout(() => {
        set({ visible: true, progress: step });
        ticker = setInterval(() => {
          // Never claims completion before finish().
          set({ progress: Math.min(95, state.progress + step) });
        }, LOADING_BAR.tickMs);
      }, LOADING_BAR.throttleMs);
    },
    finish() {
      const wasShown = state.visible;
      clearAll();
      if (!wasShown) {
        if (state.progress !== 0) set({ progress: 0 });
        return;
      }
      set({ progress: 100 });
      hide = setTimeout(() => {
        set({ visible: false });
        reset = setTimeout(() => set({ progress: 0 }), LOADING_BAR.resetDelayMs);
      }, LOADING_BAR.hideDelayMs);
    },
    state: () => state,
    dispose: clearAll,
  };
}
