import { io as connect, type Socket } from "socket.io-client";
import { buildHandshakeQuery, generateIceKey, type ServerMessage } from "#common/protocol/index.ts";

/** A bare socket.io-client for load generation (lighter than tests/helpers/sockets.ts). */
export type LoadClient = {
  socket: Socket;
  id: string;
  ident: string;
  onMessage?: (m: ServerMessage) => void;
};

export async function openClients(urls: string[], count: number, tag: string, concurrency = 100) {
  const clients: LoadClient[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const ident = `${tag}-${i}`;
        const socket = connect(urls[i % urls.length] ?? "", {
          path: "/socket.io",
          transports: ["websocket"],
          forceNew: true,
          reconnection: false,
          query: buildHandshakeQuery({ ident, cameraEnabled: true, lang: "pt" }, generateIceKey()),
        });
        const client: LoadClient = { socket, id: "", ident };
        socket.on("message", (m: ServerMessage) => client.onMessage?.(m));
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", () => resolve());
          socket.once("connect_error", reject);
        });
        client.id = socket.id ?? "";
        clients[i] = client;
      }
    }),
  );
  return clients;
}

export function closeClients(clients: LoadClient[]): void {
  for (const c of clients) c.socket.disconnect();
}
