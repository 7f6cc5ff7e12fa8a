/**
 * The network part of the connection check before the first search (issue 16): gather ICE candidates
 * with the STUN/TURN servers a match would use and say, in plain words, whether video will connect
 * directly, through the relay, or not at all. `classifyNetwork` is pure (unit-tested);
 * `runNetworkTest` does the gathering in the browser.
 */
import type { IceServer } from "#common/protocol/index.ts";

export type GatheredCandidate = {
  type: string;
  protocol: string;
  port: number | null;
  relatedPort: number | null;
  /** For relay candidates: how we reached the TURN server (udp, tcp, tls). */
  relayProtocol?: string | null;
};

export type CandidateError = { url: string; errorCode: number };

export type NetworkVerdict = "direct" | "relay" | "blocked";

export type NetworkReason =
  /** Relay-only because the user hides their IP, and the relay answered. */
  | "hiddenIp"
  /** Relay-only, but the relay did not answer / there is none. */
  | "relayUnreachable"
  | "noRelay"
  /** A STUN server saw our public address: direct connections will work for most people. */
  | "stun"
  /** A STUN server answered with the address we already have (no NAT, or a local network). */
  | "openAddress"
  /** Our router gives each destination another port: direct often fails, the relay carries it. */
  | "symmetricNat"
  /** No STUN server could be reached over UDP (a firewall): only the relay gets through. */
  | "udpBlocked"
  /** Nothing gets through: no STUN answer and no relay. */
  | "nothing";

export type NetworkResult = { verdict: NetworkVerdict; reason: NetworkReason };

export type ClassifyInput = {
  policy: RTCIceTransportPolicy;
  iceServers: readonly IceServer[];
  candidates: readonly GatheredCandidate[];
  errors: readonly CandidateError[];
  /** Gathering did not complete in time (servers that never answered are then unknown). */
  timedOut: boolean;
};

function urlsOf(servers: readonly IceServer[], scheme: RegExp): string[] {
  return servers.flatMap((s) => (Array.isArray(s.urls) ? s.urls : [s.urls])).filter((u) => scheme.test(u));
}

/** The base (local) port mapped to two different public ports: a symmetric NAT. */
function symmetricNat(candidates: readonly GatheredCandidate[]): boolean {
  const mapped = new Map<number, Set<number>>();
  for (const c of candidates) {
    if (c.type !== "srflx" || c.relatedPort === null || c.port === null) continue;
    const ports = mapped.get(c.relatedPort) ?? new Set<number>();
    ports.add(c.port);
    mapped.set(c.relatedPort, ports);
  }
  return [...mapped.values()].some((ports) => ports.size > 1);
}

export function classifyNetwork(input: ClassifyInput): NetworkResult {
  const has = (type: string) => input.candidates.some((c) => c.type === type);
  const relay = has("relay");
  if (input.policy === "relay") {
    if (relay) return { verdict: "relay", reason: "hiddenIp" };
    return {
      verdict: "blocked",
      reason: urlsOf(input.iceServers, /^turns?:/i).length > 0 ? "relayUnreachable" : "noRelay",
    };
  }
  if (has("srflx")) {
    if (relay && symmetricNat(input.candidates)) return { verdict: "relay", reason: "symmetricNat" };
    return { verdict: "direct", reason: "stun" };
  }
  // No public address seen. Did a server answer over UDP at all? Then it saw the address we already
  // have (browsers drop a reflexive candidate equal to a host one): no NAT in the way. A STUN server
  // that did not report an error answered; so did a TURN server reached over UDP.
  const failed = new Set(input.errors.map((e) => e.url));
  const stun = urlsOf(input.iceServers, /^stun:/i);
  const stunAnswered = !input.timedOut && stun.some((url) => !failed.has(url));
  const turnOverUdp = input.candidates.some((c) => c.type === "relay" && c.relayProtocol === "udp");
  if ((stunAnswered || turnOverUdp) && has("host")) return { verdict: "direct", reason: "openAddress" };
  if (relay) return { verdict: "relay", reason: "udpBlocked" };
  return { verdict: "blocked", reason: "nothing" };
}

/**
 * How a relay candidate reached its TURN server, from the server URL the candidate event names
 * (RFC 7065: turn: defaults to UDP, turns: is TLS, ?transport= says otherwise), for browsers that give
 * the URL (candidate event or statistics) but not RTCIceCandidate.relayProtocol.
 */
export function relayProtocolOf(url: string | null | undefined): string | null {
  if (!url) return null;
  const transport = /[?&]transport=(udp|tcp)\b/i.exec(url)?.[1]?.toLowerCase();
  if (/^turns:/i.test(url)) return transport === "udp" ? "dtls" : "tls";
  if (/^turn:/i.test(url)) return transport ?? "udp";
  return null;
}

/** Gathers candidates with `iceServers` (a throwaway connection, no peer) and classifies them. */
export async function runNetworkTest(options: {
  iceServers: IceServer[];
  policy: RTCIceTransportPolicy;
  timeoutMs?: number;
}): Promise<NetworkResult & { candidates: GatheredCandidate[] }> {
  const candidates: GatheredCandidate[] = [];
  const errors: CandidateError[] = [];
  const pc = new RTCPeerConnection({ iceServers: options.iceServers, iceTransportPolicy: options.policy });
  let timedOut = false;
  try {
    const done = new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timedOut = true;
        resolve();
      }, options.timeoutMs ?? 8000);
      pc.onicecandidate = (event) => {
        const c = event.candidate;
        if (!c) {
          clearTimeout(timer);
          resolve();
          return;
        }
        candidates.push({
          type: c.type ?? /\btyp (\w+)/.exec(c.candidate)?.[1] ?? "",
          protocol: c.protocol ?? "",
          port: c.port ?? null,
          relatedPort: c.relatedPort ?? null,
          relayProtocol:
            c.type === "relay"
              ? ((c as RTCIceCandidate & { relayProtocol?: string }).relayProtocol ??
                relayProtocolOf((event as RTCPeerConnectionIceEvent & { url?: string | null }).url))
              : null,
        });
      };
      pc.onicecandidateerror = (event) => {
        const e = event as RTCPeerConnectionIceErrorEvent;
        errors.push({ url: e.url ?? "", errorCode: e.errorCode ?? 0 });
      };
    });
    // A data channel is enough to gather: no camera or microphone is touched.
    pc.createDataChannel("check");
    await pc.setLocalDescription(await pc.createOffer());
    await done;
    // How each relay reached its TURN server: the candidate itself rarely says (Chromium), its
    // statistics do.
    const stats = await pc.getStats().catch(() => null);
    stats?.forEach((stat: { type?: string; port?: number; relayProtocol?: string; url?: string }) => {
      if (stat.type !== "local-candidate" || !stat.port) return;
      for (const c of candidates) {
        if (c.type === "relay" && c.port === stat.port && !c.relayProtocol) {
          c.relayProtocol = stat.relayProtocol ?? relayProtocolOf(stat.url);
        }
      }
    });
  } finally {
    pc.close();
  }
  return {
    ...classifyNetwork({
      policy: options.policy,
      iceServers: options.iceServers,
      candidates,
      errors,
      timedOut,
    }),
    candidates,
  };
}

/** "Done or skipped" is remembered, so the check runs before the first search only. */
export const CONNECTION_CHECK_KEY = "acaso:connectionCheck";

export function connectionCheckDone(storage: Pick<Storage, "getItem"> | null = safeStorage()): boolean {
  try {
    const value = storage?.getItem(CONNECTION_CHECK_KEY);
    return value === "done" || value === "skipped";
  } catch {
    return false;
  }
}

export function rememberConnectionCheck(
  value: "done" | "skipped",
  storage: Pick<Storage, "setItem"> | null = safeStorage(),
): void {
  try {
    storage?.setItem(CONNECTION_CHECK_KEY, value);
  } catch {
    // private mode: the check is offered again next time, nothing worse
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}
