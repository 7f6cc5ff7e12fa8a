import { buildHandshakeQuery, generateIceKey, type ServerMessage } from "#common/protocol/index.ts";

/**
 * A Socket.IO client that writes raw Engine.IO v4 / Socket.IO v5 frames over a WebSocket (Node's
 * global WebSocket), for property tests: it can send what socket.io-client never would (JSON with
 * `__proto__` keys, 10,000-deep arrays, lone surrogates, broken binary attachments, garbage frames).
 *
 * Frames: "4" = Engine.IO message; then "2" = EVENT, "5" = BINARY_EVENT ("5<n>-" with n attachments
 * following as binary frames), optional ack id digits, then the JSON array [event, ...args]. The server
 * acknowledges with "43<id>[result]" (or "46<id>-..." with binary).
 */
export type RawSocket = {
  /** The Socket.IO socket id (the peer id others see). */
  id: string;
  ident: string;
  closed: boolean;
  /** `message` events received, in order. */
  messages: ServerMessage[];
  /** Sends one text frame as is. */
  sendText(frame: string): void;
  sendBinary(data: Uint8Array<ArrayBuffer>): void;
  /** Allocates an ack id; the promise resolves with the ack's first argument, or "closed". */
  expectAck(timeoutMs: number): { id: number; result: Promise<unknown> };
  /** Leaves cleanly, as a closed tab does. */
  close(): void;
  /** Resolves when the connection is closed (by either side). */
  whenClosed: Promise<void>;
};

export async function connectRaw(
  baseUrl: string,
  options: { ident?: string; lang?: string } = {},
): Promise<RawSocket> {
  const ident = options.ident ?? `raw-${Math.random().toString(36).slice(2, 10)}`;
  const query = buildHandshakeQuery(
    { ident, cameraEnabled: true, ...(options.lang ? { lang: options.lang } : {}) },
    generateIceKey(),
  );
  const params = new URLSearchParams({ EIO: "4", transport: "websocket" });
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/socket.io/?${params}`);
  ws.binaryType = "arraybuffer";
  const messages: ServerMessage[] = [];
  const acks = new Map<number, (value: unknown) => void>();
  let nextAck = 1;
  let resolveClosed: () => void = () => {};
  const whenClosed = new Promise<void>((resolve) => {
    resolveClosed = resolve;
  });
  let connected: (id: string) => void = () => {};
  let failed: (error: Error) => void = () => {};
  const ready = new Promise<string>((resolve, reject) => {
    connected = resolve;
    failed = reject;
  });
  const socket: RawSocket = {
    id: "",
    ident,
    closed: false,
    messages,
    sendText(frame) {
      if (!socket.closed && ws.readyState === WebSocket.OPEN) ws.send(frame);
    },
    sendBinary(data) {
      if (!socket.closed && ws.readyState === WebSocket.OPEN) ws.send(data);
    },
    expectAck(timeoutMs) {
      const id = nextAck;
      nextAck += 1;
      const result = new Promise<unknown>((resolve) => {
        if (socket.closed) {
          resolve("closed");
          return;
        }
        const timer = setTimeout(() => {
          if (acks.delete(id)) resolve("timeout");
        }, timeoutMs);
        acks.set(id, (value) => {
          clearTimeout(timer);
          resolve(value);
        });
      });
      return { id, result };
    },
    close() {
      // "41": leave the namespace as a closed tab does ("client namespace disconnect", no resume wait).
      if (ws.readyState === WebSocket.OPEN) ws.send("41");
      ws.close();
    },
    whenClosed,
  };
  ws.addEventListener("message", (event) => {
    if (typeof event.data !== "string") return;
    const frame = event.data;
    if (frame === "2") {
      ws.send("3");
      return;
    }
    if (frame.startsWith("0")) {
      ws.send("40");
      return;
    }
    if (frame.startsWith("40")) {
      connected((JSON.parse(frame.slice(2)) as { sid: string }).sid);
      return;
    }
    if (frame.startsWith("44")) {
      failed(new Error(`connect refused: ${frame}`));
      return;
    }
    if (frame.startsWith("42")) {
      const [name, payload] = JSON.parse(frame.slice(2)) as [string, ServerMessage];
      if (name === "message") messages.push(payload);
      return;
    }
    const ack = /^43(\d+)(.*)$/s.exec(frame);
    if (ack) {
      const resolve = acks.get(Number(ack[1]));
      acks.delete(Number(ack[1]));
      resolve?.((JSON.parse(ack[2] ?? "[]") as unknown[])[0]);
    }
  });
  ws.addEventListener("close", () => {
    socket.closed = true;
    for (const resolve of acks.values()) resolve("closed");
    acks.clear();
    failed(new Error("closed before connecting"));
    resolveClosed();
  });
  ws.addEventListener("error", () => failed(new Error("websocket error")));
  socket.id = await ready;
  return socket;
}
