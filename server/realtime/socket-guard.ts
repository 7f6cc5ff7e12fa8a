import type { IncomingMessage } from "node:http";
import type { Server as SocketServer } from "socket.io";
import { LIMITS } from "#common/protocol/index.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { clientAddress, type TrustFunction } from "../security/trust-proxy.ts";
import { createCappedParser } from "./packet-caps.ts";

/**
 * The socket layer's own defences (issue 17 finding 9, docs/security.md "Sockets"), applied by
 * Engine.IO before a Socket.IO connection exists:
 * - the Origin of a browser's handshake must be this site's (as the HTTP Origin check); a client
 *   that sends no Origin (not a browser) is let through like a cookie-less HTTP request;
 * - one client IP holds at most MAX_SOCKETS_PER_IP connections at once;
 * - no message may be larger than the largest event needs (`MAX_SOCKET_MESSAGE_BYTES`, the video
 *   capture): Engine.IO closes the connection of a larger one before parsing it;
 * - no packet may be larger than its event needs (`parser`, the caps of packet-caps.ts): the decoder
 *   reads the event name from the raw text and refuses a larger packet before JSON.parse; Socket.IO
 *   then closes the connection.
 * Per-event rate limits, the schemas, the limit on unknown events and the disconnection of a socket
 * that stays over its limits are in the dispatcher (events.ts, index.ts).
 */

/** The video capture (binary, spec §5) plus its event frame: the largest message a client sends. */
export const MAX_SOCKET_MESSAGE_BYTES = LIMITS.safeControlVideoBytes + 64 * 1024;

/** The `message` of Engine.IO's 403 answer when the handshake is refused. */
export const SOCKET_REFUSALS = { origin: "originNotAllowed", tooMany: "tooManyConnections" } as const;

export type SocketGuard = {
  allowRequest(req: IncomingMessage, callback: (error: string | null | undefined, ok: boolean) => void): void;
  /** Counts the connections per IP; call once with the Socket.IO server. */
  attach(io: SocketServer): void;
  connectionsOf(ip: string): number;
  /** The Socket.IO server's `parser` option: per-event size caps before parsing (packet-caps.ts). */
  parser: ReturnType<typeof createCappedParser>;
  /** Packets refused by those caps since start (each closed its connection). */
  refusedPackets(): number;
};

export function createSocketGuard(deps: {
  config: Config;
  logger: Logger;
  trust: TrustFunction;
}): SocketGuard {
  const { config, logger } = deps;
  const allowed = new Set(
    [config.SITE_URL, config.CURRENT_SITE_URL].filter((u): u is string => !!u).map((u) => new URL(u).origin),
  );
  const perIp = new Map<string, number>();
  let refused = 0;
  const parser = createCappedParser((packet) => {
    refused += 1;
    logger.info(packet, "socket closed: packet larger than its event's cap");
  });
  const ipOf = (req: IncomingMessage) => {
    try {
      return clientAddress(req, deps.trust);
    } catch {
      return req.socket.remoteAddress ?? "unknown";
    }
  };

  function originAllowed(req: IncomingMessage): boolean {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    let claimed: string;
    try {
      claimed = new URL(origin).origin;
    } catch {
      return false;
    }
    if (allowed.has(claimed)) return true;
    // The request's own origin (a deployment reached by another name, like the HTTP check).
    const secure = (req.socket as { encrypted?: boolean }).encrypted === true;
    return claimed === `${secure ? "https" : "http"}://${req.headers.host ?? ""}`;
  }

  return {
    allowRequest(req, callback) {
      if (!originAllowed(req)) {
        logger.info({ origin: req.headers.origin }, "socket refused: foreign origin");
        return callback(SOCKET_REFUSALS.origin, false);
      }
      // Only a new connection's handshake counts; its later polling requests carry a sid.
      const isHandshake = !/[?&]sid=/.test(req.url ?? "");
      if (isHandshake) {
        const ip = ipOf(req);
        if ((perIp.get(ip) ?? 0) >= config.MAX_SOCKETS_PER_IP) {
          logger.info(
            { limit: config.MAX_SOCKETS_PER_IP },
            "socket refused: too many connections from one IP",
          );
          return callback(SOCKET_REFUSALS.tooMany, false);
        }
      }
      callback(null, true);
    },
    attach(io) {
      io.engine.on(
        "connection",
        (raw: { request: IncomingMessage; once(e: "close", f: () => void): void }) => {
          const ip = ipOf(raw.request);
          perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
          raw.once("close", () => {
            const left = (perIp.get(ip) ?? 1) - 1;
            if (left <= 0) perIp.delete(ip);
            else perIp.set(ip, left);
          });
        },
      );
    },
    connectionsOf: (ip) => perIp.get(ip) ?? 0,
    parser,
    refusedPackets: () => refused,
  };
}
