import { useSyncExternalStore } from "react";
import { notifications } from "#app/lib/notifications.ts";
import { api, type PublicUser } from "./api.ts";
import { createLoginStore, type LoginState } from "./login-state.ts";

/** The page's one login store (spec §3 login state and login modal state). */
export const loginStore = createLoginStore({
  fetchMe: async () => {
    const result = await api<{ user: PublicUser | null }>("GET", "/api/auth/me");
    if (!result.ok) throw new Error(`me failed: ${result.status}`);
    return result.data.user;
  },
  notify: (text) => notifications.add(text, "success"),
});

// The store's own first state (logged out, me not asked), so that hydration finds the same snapshot
// in the browser and does not re-render every login-state reader synchronously after it.
const serverSnapshot: LoginState = loginStore.get();

export function useLoginState(): LoginState {
  return useSyncExternalStore(loginStore.subscribe, loginStore.get, () => serverSnapshot);
}

export async function logout(): Promise<void> {
  const result = await api<{ user: null }>("POST", "/api/auth/logout");
  loginStore.setUser(result.ok ? result.data.user : null);
}

/**
 * How many login-modal hosts (AuthHost) are mounted. Pages rendered without one (the root error
 * page) cannot show the modal, so their login links simply navigate.
 */
let modalHosts = 0;

export function registerModalHost(): () => void {
  modalHosts += 1;
  return () => {
    modalHosts -= 1;
  };
}

export function hasModalHost(): boolean {
  return modalHosts > 0;
}
