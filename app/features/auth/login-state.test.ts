import { describe, expect, it, vi } from "vitest";
import type { PublicUser } from "#common/auth/user.ts";
import { createLoginStore } from "./login-state.ts";

const user = { id: "u1", email: "a@b.c", isAdmin: false } as PublicUser;

function fakeTimers() {
  const queue: { at: number; fn: () => void }[] = [];
  let now = 0;
  return {
    timers: { setTimeout: (fn: () => void, ms: number) => queue.push({ at: now + ms, fn }) },
    advance(ms: number) {
      now += ms;
      for (const t of queue.splice(0)) {
        if (t.at <= now) t.fn();
        else queue.push(t);
      }
    },
  };
}

describe("login state (spec §4.2)", () => {
  it("calls me once per session and ignores its failure", async () => {
    const fetchMe = vi.fn().mockRejectedValue(new Error("offline"));
    const store = createLoginStore({ fetchMe });
    await Promise.all([store.requestMe(), store.requestMe()]);
    await store.requestMe();
    expect(fetchMe).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ hasRequestedMe: true, isLoggedIn: false, user: null });
  });

  it("becomes logged in when me returns a user, and logged out with the logout answer", async () => {
    const store = createLoginStore({ fetchMe: async () => user });
    await store.requestMe();
    expect(store.get()).toMatchObject({ isLoggedIn: true, hasRequestedMe: true, user });
    store.setUser(null);
    expect(store.get().isLoggedIn).toBe(false);
  });

  it("runs the callback at once and shows no modal when already logged in", async () => {
    const store = createLoginStore({ fetchMe: async () => user });
    await store.requestMe();
    const onSuccess = vi.fn();
    store.requireLogin({ onSuccess });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(store.get().modal.show).toBe(false);
  });

  it("on login success closes the modal, then runs the callback and the message after 1 s", () => {
    const clock = fakeTimers();
    const notify = vi.fn();
    const store = createLoginStore({ fetchMe: async () => null, notify, timers: clock.timers });
    const onSuccess = vi.fn();
    store.requireLogin({ onSuccess, successMessage: "Welcome" });
    expect(store.get().modal.show).toBe(true);
    store.loginSucceeded(user);
    expect(store.get().modal.show).toBe(false);
    expect(store.get().isLoggedIn).toBe(true);
    clock.advance(999);
    expect(onSuccess).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith("Welcome");
  });

  it("passes a failed login to the error callback and keeps the modal open", () => {
    const store = createLoginStore({ fetchMe: async () => null });
    const onError = vi.fn();
    store.requireLogin({ onError });
    store.loginFailed("bad");
    expect(onError).toHaveBeenCalledWith("bad");
    expect(store.get().modal.show).toBe(true);
  });
});
