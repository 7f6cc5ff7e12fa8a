import type { Socket } from "socket.io";
import { LIMITS } from "#common/protocol/index.ts";
import type { Logger } from "../logger.ts";

/** The connect error's message and `data.code` when the handshake URI is too long. */
export const URI_TOO_LONG = "uriTooLong";

/**
 * Spec §9 "URI length limit 2000" for the realtime handshake (issue 11 item 6): a connection whose
 * handshake URI is longer is refused before any other check, with an error the client can read
 * (`connect_error`: message, `data.code`, `data.limit`). The browser client keeps under it
 * (common/protocol buildHandshakeQuery). Self-contained so it can sit first in any middleware chain.
 */
export function refuseLongHandshake(logger: Logger, limit: number = LIMITS.handshakeUriChars) {
  return (socket: Socket, next: (error?: Error) => void) => {
    const length = socket.handshake.url.length;
    if (length <= limit) return next();
    logger.info({ length, limit }, "socket refused: handshake URI too long");
    const error = new Error(
      `${URI_TOO_LONG}: the handshake URI is ${length} characters, the limit is ${limit}`,
    );
    (error as Error & { data?: unknown }).data = { code: URI_TOO_LONG, limit, length };
    next(error);
  };
}
