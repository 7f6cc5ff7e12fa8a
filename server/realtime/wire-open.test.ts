import type { Socket } from "socket.io";
import { describe, expect, it } from "vitest";
import { wireOpen } from "./index.ts";

const socketWith = (transport: unknown) => ({ conn: { transport } }) as unknown as Socket;

describe("wireOpen (reconnect storm: nothing is written to a closing connection)", () => {
  it("is true for an open WebSocket and for long-polling (Engine.IO buffers for the next poll)", () => {
    expect(wireOpen(socketWith({ socket: { readyState: 1 } }))).toBe(true);
    expect(wireOpen(socketWith({ name: "polling" }))).toBe(true);
  });

  it("is false once the WebSocket is closing or closed (its peer's TCP connection ended)", () => {
    expect(wireOpen(socketWith({ socket: { readyState: 2 } }))).toBe(false);
    expect(wireOpen(socketWith({ socket: { readyState: 3 } }))).toBe(false);
  });
});
