import type { PublicUser } from "#common/auth/user.ts";

/** Spec §9: the login success callback and its notification run 1 s after success. */
export const LOGIN_SUCCESS_DELAY_MS = 1000;

/** Spec §3 login state plus the user itself, and spec §3 login modal state. */
export type LoginState = {
  isLoggedIn: boolean;
  hasRequestedMe: boolean;
  user: PublicUser | null;
  modal: {
    show: boolean;
    onSuccessLogin?: (() => void) | undefined;
    onErrorLogin?: ((error: unknown) => void) | undefined;
    successMessage?: string | undefined;
  };
};

type Timers = { setTimeout: (fn: () => void, ms: number) => unknown };

export type LoginStoreDeps = {
  /** GET /api/auth/me: the user or null; may throw (failures are ignored, spec §7.1). */
  fetchMe: () => Promise<PublicUser | null>;
  /** Shows the optional success message (spec §4.2), e.g. notifications.add(text, "success"). */
  notify?: (text: string) => void;
  timers?: Timers;
};

export type LoginStore = ReturnType<typeof createLoginStore>;

/**
 * Spec §4.2 login state machine, without React: logged out -> logged in when login, the provider
 * callback or me returns a user; logout sets the user to what the server returned (empty).
 */
export function createLoginStore(deps: LoginStoreDeps) {
  const timers = deps.timers ?? (globalThis as unknown as Timers);
  let state: LoginState = { isLoggedIn: false, hasRequestedMe: false, user: null, modal: { show: false } };
  let mePromise: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const set = (change: Partial<LoginState>) => {
    state = { ...state, ...change };
    for (const l of listeners) l();
  };

  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** The me call, once per session (page load); later calls share the first. */
    requestMe(): Promise<void> {
      mePromise ??= deps
        .fetchMe()
        .then((user) => {
          // A login that finished while me was in flight wins over an empty me answer.
          if (user) set({ user, isLoggedIn: true, hasRequestedMe: true });
          else set({ hasRequestedMe: true });
        })
        .catch(() => set({ hasRequestedMe: true }));
      return mePromise;
    },

    setUser(user: PublicUser | null) {
      set({ user, isLoggedIn: user !== null });
    },

    /**
     * Runs `onSuccess` once the visitor is logged in: at once when already logged in (no modal),
     * otherwise after a login through the modal.
     */
    requireLogin(
      options: { onSuccess?: () => void; onError?: (error: unknown) => void; successMessage?: string } = {},
    ) {
      if (state.isLoggedIn) {
        options.onSuccess?.();
        return;
      }
      set({
        modal: {
          show: true,
          onSuccessLogin: options.onSuccess,
          onErrorLogin: options.onError,
          successMessage: options.successMessage,
        },
      });
    },

    /** The modal's form succeeded: close, then callback and message after 1 s (spec §4.2, §9). */
    loginSucceeded(user: PublicUser) {
      const { onSuccessLogin, successMessage } = state.modal;
      set({ user, isLoggedIn: true, modal: { show: false } });
      timers.setTimeout(() => {
        onSuccessLogin?.();
        if (successMessage) deps.notify?.(successMessage);
      }, LOGIN_SUCCESS_DELAY_MS);
    },

    loginFailed(error: unknown) {
      state.modal.onErrorLogin?.(error);
    },

    closeModal() {
      set({ modal: { show: false } });
    },
  };
}
