import type { IncomingMessage } from "node:http";
import type { Config } from "../config.ts";
import { compileTrust, type TrustFunction } from "../security/trust-proxy.ts";

/**
 * The visitor's country (decision 048), as a trusted proxy's GeoIP reports it in COUNTRY_HEADER
 * (Cloudflare's `cf-ipcountry`, nginx geoip's `$geoip2_data_country_code` forwarded as a header...).
 * The app has no GeoIP database of its own.
 *
 * The header is believed only when the connection comes straight from a proxy TRUST_PROXY trusts:
 * anyone else can type any country into a header. Codes that name no country (Cloudflare's "XX"
 * unknown, "T1" Tor) are treated as unknown.
 */
export type CountryReader = {
  /** Whether the server learns countries at all (COUNTRY_HEADER set): the chat offers them then. */
  readonly known: boolean;
  of(request: IncomingMessage): string | null;
};

const NOT_COUNTRIES = new Set(["XX", "T1", "ZZ", "A1", "A2", "O1", "EU", "AP"]);

export function createCountryReader(
  config: Pick<Config, "COUNTRY_HEADER" | "TRUST_PROXY">,
  trust: TrustFunction = compileTrust(config.TRUST_PROXY),
): CountryReader {
  const header = config.COUNTRY_HEADER?.toLowerCase();
  if (!header) return { known: false, of: () => null };
  return {
    known: true,
    of(request) {
      const peer = request.socket?.remoteAddress;
      if (!peer || !trust(peer, 0)) return null;
      const raw = request.headers[header];
      const value = (Array.isArray(raw) ? raw[0] : raw)?.trim().toUpperCase();
      if (!value || !/^[A-Z]{2}$/.test(value) || NOT_COUNTRIES.has(value)) return null;
      return value;
    },
  };
}
