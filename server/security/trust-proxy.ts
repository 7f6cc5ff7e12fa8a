import type { IncomingMessage } from "node:http";
import proxyAddr from "proxy-addr";

/**
 * TRUST_PROXY (issue 17 finding 7, docs/security.md "Client addresses"): which proxies' headers
 * are believed when deriving the client's IP — the same rule for Express (`req.ip`), the socket
 * layer and moderation. Values: "false", a hop count ("1"), or a comma-separated list of addresses,
 * subnets and the names loopback, linklocal, uniquelocal.
 */
export type TrustFunction = (address: string, hop: number) => boolean;

export function compileTrust(value: string): TrustFunction {
  const trimmed = value.trim();
  if (trimmed === "false" || trimmed === "") return () => false;
  if (trimmed === "true") return () => true;
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(
    trimmed
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );
}

/** The client address of a raw request (a socket handshake) under the TRUST_PROXY rule. */
export function clientAddress(request: IncomingMessage, trust: TrustFunction): string {
  return proxyAddr(request, trust);
}
