import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { createCountryReader } from "./country.ts";

function request(remoteAddress: string, headers: Record<string, string | string[]>): IncomingMessage {
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe("createCountryReader (decision 048)", () => {
  const reader = createCountryReader({ COUNTRY_HEADER: "CF-IPCountry", TRUST_PROXY: "loopback" });

  it.each([
    { name: "a trusted proxy's country", from: "127.0.0.1", value: "br", expected: "BR" },
    { name: "from an address that is no trusted proxy", from: "203.0.113.9", value: "BR", expected: null },
    { name: "Cloudflare's unknown", from: "127.0.0.1", value: "XX", expected: null },
    { name: "Cloudflare's Tor", from: "127.0.0.1", value: "T1", expected: null },
    { name: "not a code", from: "127.0.0.1", value: "Brazil", expected: null },
    { name: "empty", from: "::1", value: "", expected: null },
  ])("$name -> $expected", ({ from, value, expected }) => {
    expect(reader.known).toBe(true);
    expect(reader.of(request(from, { "cf-ipcountry": value }))).toBe(expected);
  });

  it("without COUNTRY_HEADER no country is known, whatever the headers say", () => {
    const none = createCountryReader({ COUNTRY_HEADER: undefined, TRUST_PROXY: "loopback" });
    expect(none.known).toBe(false);
    expect(none.of(request("127.0.0.1", { "cf-ipcountry": "BR" }))).toBeNull();
  });

  it("TRUST_PROXY=false: nobody's header is believed", () => {
    const untrusting = createCountryReader({ COUNTRY_HEADER: "cf-ipcountry", TRUST_PROXY: "false" });
    expect(untrusting.of(request("127.0.0.1", { "cf-ipcountry": "BR" }))).toBeNull();
  });
});
