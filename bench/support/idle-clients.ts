// Load generator child for bench/idle-sockets.ts: opens COUNT websocket clients to URL (handshake
// with userData, as the app does), reports over IPC, keeps them idle until told to close.
import { io as connect, type Socket } from "socket.io-client";
import { buildHandshakeQuery, generateIceKey } from "#common/protocol/index.ts";

const url = process.env.URL ?? "";
const count = Number(process.env.COUNT ?? "0");
const tag = process.env.TAG ?? String(process.pid);
const concurrency = 100;
const sockets: Socket[] = [];
let failed = 0;

function open(i: number): Promise<void> {
  const ident = `idle-${tag}-${i}`;
  const socket = connect(url, {
    path: "/socket.io",
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
    query: buildHandshakeQuery({ ident, cameraEnabled: true, lang: "pt" }, generateIceKey()),
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once("connect", () => resolve());
    socket.once("connect_error", () => {
      failed += 1;
      resolve();
    });
  });
}

const started = Date.now();
let next = 0;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < count) await open(next++);
  }),
);
process.send?.({ connected: count - failed, failed, ms: Date.now() - started });
process.on("message", (message: string) => {
  if (message !== "close") return;
  for (const socket of sockets) socket.disconnect();
  setTimeout(() => process.exit(0), 200);
});
process.on("disconnect", () => process.exit(0));
