import type { IncomingMessage } from "node:http";
import type { Server as SocketServer } from "socket.io";
import { LIMITS } from "#common/protocol/index.ts";
import { hashIp } from "../auth/tokens.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../logger.ts";
import { clientAddress, type TrustFunction } from "../security/trust-proxy.ts";
import {
  type CoolOffStore,
  createCoolOffList,
  createMemoryCoolOffStore,
  DEFAULT_COOL_OFF,
} from "./abuse-cooloff.ts";
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
 * - an address whose sockets keep being cut off for abuse is refused new connections for a while
 *   (an escalating cool-off, abuse-cooloff.ts, decision 060): the refusal costs a map lookup, not a
 *   handshake, an upgrade and ~90 refused events.
 * Per-event rate limits, the schemas, the limit on unknown events and the disconnection of a socket
 * that stays over its limits are in the dispatcher (events.ts, index.ts).
 */

/** The video capture (binary, spec §5) plus its event frame: the largest message a client sends. */
export const MAX_SOCKET_MESSAGE_BYTES = LIMITS.safeControlVideoBytes + 64 * 1024;

/** The `message` of Engine.IO's 403 answer when the handshake is refused. */
export const SOCKET_REFUSALS = {
  origin: "originNotAllowed",
  tooMany: "tooManyConnections",
  coolingOff: "coolingOff",
} as const;

/** The Socket.IO server-side event that tells the other nodes an address is cooling off. */
const COOL_OFF_EVENT = "acaso:cooloff";

export type SocketGuard = {
  allowRequest(req: IncomingMessage, callback: (error: string | null | undefined, ok: boolean) => void): void;
  /**
   * Counts the connections per IP; call once with the Socket.IO server. `clustered`: other nodes
   * share it through an adapter, and learn of cool-offs from this one (and this one of theirs).
   */
  attach(io: SocketServer, options?: { clustered?: boolean }): void;
  connectionsOf(ip: string): number;
  /**
   * A socket of the address with keyed hash `ipHash` was cut off for abuse (index.ts): counted, and
   * the address refused new connections while its cool-off lasts (decision 060).
   */
  abused(ipHash: string | null | undefined): Promise<void>;
  /** Milliseconds the address of `req` is still refused for (0: not cooling off). */
  coolingOffMs(req: IncomingMessage): number;
  /** Handshakes refused by the cool-off since start. */
  refusedCoolingOff(): number;
  /** The Socket.IO server's `parser` option: per-event size caps before parsing (packet-caps.ts). */
  parser: ReturnType<typeof createCappedParser>;
  /** Packets refused by those caps since start (each closed its connection). */
  refusedPackets(): number;
};

export function createSocketGuard(deps: {
  config: Config;
  logger: Logger;
  trust: TrustFunction;
  /** Where abuse disconnections are counted: Redis with several nodes (default: this process). */
  coolOffStore?: CoolOffStore;
  now?: () => number;
}): SocketGuard {
  const { config, logger } = deps;
  const now = deps.now ?? Date.now;
  const coolOffStore = deps.coolOffStore ?? createMemoryCoolOffStore(DEFAULT_COOL_OFF);
  const coolingOff = createCoolOffList();
  let refusedCoolingOff = 0;
  let tellOthers: ((key: string, until: number) => void) | undefined;
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
        // The address hash only when some address is cooling off (it is memoized, tokens.ts).
        if (coolingOff.size > 0 && coolingOff.refusedFor(hashIp(config.sessionSecret, ip) ?? "", now()) > 0) {
          // Not logged: an address that keeps coming back would fill the log; counted instead.
          refusedCoolingOff += 1;
          return callback(SOCKET_REFUSALS.coolingOff, false);
        }
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
    attach(io, options = {}) {
      if (options.clustered) {
        io.on(COOL_OFF_EVENT, (key: unknown, until: unknown) => {
          if (typeof key === "string" && typeof until === "number") coolingOff.refuse(key, until);
        });
        tellOthers = (key, until) => io.serverSideEmit(COOL_OFF_EVENT, key, until);
      }
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
    async abused(ipHash) {
      if (!ipHash) return;
      try {
        const at = now();
        const until = await coolOffStore.abused(ipHash, at);
        if (until <= at) return;
        coolingOff.refuse(ipHash, until);
        tellOthers?.(ipHash, until);
        logger.info({ ipHash, coolOffMs: until - at }, "address cooling off: its sockets keep being cut off");
      } catch (error) {
        // Without the shared record (Redis down) nobody is refused: the per-socket limits still hold.
        logger.warn({ err: error }, "cool-off record failed");
      }
    },
    coolingOffMs(req) {
      if (coolingOff.size === 0) return 0;
      return coolingOff.refusedFor(hashIp(config.sessionSecret, ipOf(req)) ?? "", now());
    },
    refusedCoolingOff: () => refusedCoolingOff,
    parser,
    refusedPackets: () => refused,
  };
}
