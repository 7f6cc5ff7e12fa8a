import { ServerResponse } from "node:http";
import type { Server, Socket } from "socket.io";

/**
 * Memory per idle socket (issue 5 a, decision 009), in one place. Once a socket's state is built
 * from its handshake (video-chat/service.ts reads the query; nothing reads the request or headers),
 * the upgrade request, its headers, the query and the URL are let go (Socket.IO's "memory usage"
 * advice): a socket then costs what its connection needs. Engine.IO's stand-in response for a
 * websocket upgrade also holds the request for as long as the connection lives (through a "close"
 * listener on the TCP socket), so it lets go of it at the same moment.
 */
export function releaseUpgradeRequests(io: Server): (socket: Socket) => void {
  const standIns = new WeakMap<object, { req: unknown }>();
  io.engine.use((req: object, res: object, next: () => void) => {
    if (!(res instanceof ServerResponse)) standIns.set(req, res as { req: unknown });
    next();
  });
  return (socket) => {
    const request = socket.conn.request as object | null;
    const standIn = request ? standIns.get(request) : undefined;
    if (standIn) standIn.req = null;
    (socket.conn as { request: unknown }).request = null;
    socket.handshake.headers = {};
    socket.handshake.query = {};
    socket.handshake.url = "";
  };
}
