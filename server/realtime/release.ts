import { ServerResponse } from "node:http";
import type { Server, Socket } from "socket.io";

type Engine = { use(middleware: (req: object, res: object, next: () => void) => void): void };

/**
 * Engine.IO's stand-in response for a websocket upgrade holds the upgrade request for as long as the
 * connection lives (through a "close" listener on the TCP socket). Returns what lets go of it, given
 * the request, once the connection is made.
 */
export function trackStandInResponses(engine: Engine): (request: object | null) => void {
  const standIns = new WeakMap<object, { req: unknown }>();
  engine.use((req, res, next) => {
    if (!(res instanceof ServerResponse)) standIns.set(req, res as { req: unknown });
    next();
  });
  return (request) => {
    const standIn = request ? standIns.get(request) : undefined;
    if (standIn) standIn.req = null;
  };
}

/**
 * Memory per idle socket (issue 5 a, decision 009), in one place. Once a socket's state is built
 * from its handshake (video-chat/service.ts reads the query; nothing reads the request or headers),
 * the upgrade request (also from Engine.IO's stand-in response), its headers, the query and the URL
 * are let go (Socket.IO's "memory usage" advice): a socket then costs what its connection needs.
 */
export function releaseUpgradeRequests(io: Server): (socket: Socket) => void {
  const releaseStandIn = trackStandInResponses(io.engine);
  return (socket) => {
    releaseStandIn(socket.conn.request as object | null);
    (socket.conn as { request: unknown }).request = null;
    socket.handshake.headers = {};
    socket.handshake.query = {};
    socket.handshake.url = "";
  };
}
