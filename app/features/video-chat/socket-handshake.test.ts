import { beforeEach, describe, expect, it, vi } from "vitest";
import { buildHandshakeQuery, LIMITS, type UserData } from "#common/protocol/index.ts";

/**
 * Issue 11 item 6: the client keeps its handshake URI under spec §9's 2,000 characters by leaving
 * out interests that do not fit; the full user data must then reach the server on the new session,
 * first of all. A stand-in for socket.io-client records what the chat socket emits.
 */

type Emitted = { event: string; payload: unknown };

const fake = vi.hoisted(() => {
  const state = {
    emitted: [] as { event: string; payload: unknown }[],
    order: [] as string[],
    handlers: new Map<string, (...args: unknown[]) => void>(),
    opts: {} as { query?: Record<string, unknown> },
  };
  const socket = {
    connected: false,
    id: "s1",
    io: {
      get opts() {
        return state.opts;
      },
      on: () => {},
      reconnection: () => {},
    },
    on(event: string, handler: (...args: unknown[]) => void) {
      state.handlers.set(event, handler);
    },
    timeout: () => ({
      emitWithAck(event: string, payload: unknown) {
        state.emitted.push({ event, payload });
        state.order.push(event);
        return Promise.resolve({ ok: true });
      },
    }),
    connect() {},
    disconnect() {},
  };
  const io = (options: { query?: Record<string, unknown> }) => {
    state.opts = options;
    return socket;
  };
  return { state, socket, io };
});

vi.mock("socket.io-client", () => ({ io: fake.io }));

const { createChatSocket } = await import("./socket-connection.ts");

function userData(char: string): UserData {
  return {
    ident: "i".repeat(LIMITS.identChars),
    cameraEnabled: true,
    lang: "pt",
    interests: Array.from(
      { length: LIMITS.interests },
      (_, i) => `${i}${char.repeat(LIMITS.interestChars - 1)}`,
    ),
  };
}

async function connectWith(data: UserData): Promise<Emitted[]> {
  fake.state.emitted = [];
  fake.state.order = [];
  await createChatSocket({
    getUserData: () => data,
    log: () => {},
    fetchUt: () => Promise.reject(new Error("no token in this test")),
    onMessage: () => {},
    onConnected: () => fake.state.order.push("onConnected"),
    onDisconnected: () => {},
    onReconnectFailed: () => {},
  });
  fake.socket.connected = true;
  fake.state.handlers.get("connect")?.();
  return fake.state.emitted;
}

describe("user data cut from the handshake reaches the server (issue 11 item 6)", () => {
  beforeEach(() => {
    fake.socket.connected = false;
  });

  it("sends the whole user data first when interests were left out of the handshake", async () => {
    const data = userData("猫");
    // The premise: this user data does not fit the handshake whole.
    expect(buildHandshakeQuery(data, "k").userData).not.toBe(JSON.stringify(data));
    const emitted = await connectWith(data);
    expect(emitted[0]).toEqual({ event: "updateUserData", payload: data });
    // Before the page hears of the connection (and sends its search).
    expect(fake.state.order.slice(0, 2)).toEqual(["updateUserData", "onConnected"]);
  });

  it("sends nothing more when the handshake carried all of it", async () => {
    const data = userData("a");
    expect(buildHandshakeQuery(data, "k").userData).toBe(JSON.stringify(data));
    const emitted = await connectWith(data);
    expect(emitted.filter((e) => e.event === "updateUserData")).toEqual([]);
  });
});
