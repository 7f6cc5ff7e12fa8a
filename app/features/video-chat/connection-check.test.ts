import { describe, expect, it } from "vitest";
import {
  type ClassifyInput,
  classifyNetwork,
  connectionCheckDone,
  relayProtocolOf,
  rememberConnectionCheck,
} from "./connection-check.ts";

const stun = { urls: ["stun:stun.example.org:3478"] };
const turn = { urls: "turn:turn.example.org:3478", username: "u", credential: "c" };
const host = { type: "host", protocol: "udp", port: 50000, relatedPort: null };
const srflx = (port: number, base = 50000) => ({ type: "srflx", protocol: "udp", port, relatedPort: base });
const relay = { type: "relay", protocol: "udp", port: 61000, relatedPort: 40000, relayProtocol: "tls" };
const relayOverUdp = { ...relay, relayProtocol: "udp" };

function input(extra: Partial<ClassifyInput>): ClassifyInput {
  return {
    policy: "all",
    iceServers: [stun, turn],
    candidates: [host],
    errors: [],
    timedOut: false,
    ...extra,
  };
}

describe("connection check: what the gathered candidates mean (issue 16)", () => {
  it.each([
    [
      "a public address seen by STUN: direct",
      input({ candidates: [host, srflx(61000), relay] }),
      "direct",
      "stun",
    ],
    [
      "two public ports for one local port (symmetric NAT) with a relay: relay",
      input({
        iceServers: [{ urls: ["stun:a.org:3478", "stun:b.org:3478"] }, turn],
        candidates: [host, srflx(61000), srflx(61001), relay],
      }),
      "relay",
      "symmetricNat",
    ],
    ["STUN answered with our own address (no NAT, loopback): direct", input({}), "direct", "openAddress"],
    [
      "no STUN configured, TURN reached over UDP with no reflexive address (no NAT): direct",
      input({ iceServers: [turn], candidates: [host, relayOverUdp] }),
      "direct",
      "openAddress",
    ],
    [
      "STUN unreachable (UDP blocked) but the relay answered over TLS: relay",
      input({ candidates: [host, relay], errors: [{ url: "stun:stun.example.org:3478", errorCode: 701 }] }),
      "relay",
      "udpBlocked",
    ],
    [
      "STUN unreachable and no relay: not at all",
      input({ errors: [{ url: "stun:stun.example.org:3478", errorCode: 701 }] }),
      "blocked",
      "nothing",
    ],
    [
      "gathering that never finished proves nothing about STUN",
      input({ timedOut: true }),
      "blocked",
      "nothing",
    ],
    ["hide my IP with a relay: relay", input({ policy: "relay", candidates: [relay] }), "relay", "hiddenIp"],
    [
      "hide my IP, relay unreachable",
      input({ policy: "relay", candidates: [] }),
      "blocked",
      "relayUnreachable",
    ],
    [
      "hide my IP without any TURN server",
      input({ policy: "relay", iceServers: [stun], candidates: [] }),
      "blocked",
      "noRelay",
    ],
  ] as const)("%s", (_name, given, verdict, reason) => {
    expect(classifyNetwork(given)).toEqual({ verdict, reason });
  });

  it.each([
    ["turn:127.0.0.1:3478?transport=udp", "udp"],
    ["turn:turn.example.org", "udp"],
    ["turn:turn.example.org:3478?transport=tcp", "tcp"],
    ["turns:turn.example.org:443?transport=tcp", "tls"],
    ["stun:stun.example.org", null],
    [null, null],
  ] as const)("a relay reached through %s went over %s", (url, protocol) => {
    expect(relayProtocolOf(url)).toBe(protocol);
  });

  it("remembers that the check was done or skipped", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    };
    expect(connectionCheckDone(storage)).toBe(false);
    rememberConnectionCheck("skipped", storage);
    expect(connectionCheckDone(storage)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(connectionCheckDone(broken)).toBe(false);
  });
});
