import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress, compileTrust } from "./trust-proxy.ts";

const request = (remote: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: remote },
    connection: { remoteAddress: remote },
    headers: forwarded ? { "x-forwarded-for": forwarded } : {},
  }) as unknown as IncomingMessage;

describe("TRUST_PROXY (issue 17 finding 7)", () => {
  it("believes X-Forwarded-For only from the configured proxies", () => {
    const loopback = compileTrust("loopback");
    expect(clientAddress(request("127.0.0.1", "203.0.113.7"), loopback)).toBe("203.0.113.7");
    // The compose nginx reaches the node from the Docker network: not believed under "loopback"...
    expect(clientAddress(request("172.18.0.5", "203.0.113.7"), loopback)).toBe("172.18.0.5");
    // ...and believed with the setting deploy/ uses.
    const compose = compileTrust("loopback,uniquelocal");
    expect(clientAddress(request("172.18.0.5", "203.0.113.7"), compose)).toBe("203.0.113.7");
    // A client cannot forge its way past the proxy by adding its own header entries.
    expect(clientAddress(request("172.18.0.5", "10.0.0.1, 203.0.113.7"), compose)).toBe("203.0.113.7");
  });

  it("takes a hop count and false", () => {
    expect(clientAddress(request("198.51.100.1", "203.0.113.7"), compileTrust("1"))).toBe("203.0.113.7");
    expect(clientAddress(request("127.0.0.1", "203.0.113.7"), compileTrust("false"))).toBe("127.0.0.1");
  });
});
