import { addCspSources, type CspSources } from "../security/csp.ts";

/**
 * The ad networks' hosts in the Content-Security-Policy (issue 13, docs/decisions/030). Their
 * libraries are inserted by our nonced scripts, which `'strict-dynamic'` already trusts (the
 * script-src hosts serve browsers without it); the banners then draw images and frames from the
 * networks' own hosts and call them back. House banners need none of this.
 */
export const AD_NETWORK_SOURCES = {
  "script-src": [
    "https://*.highperformanceformat.com",
    "https://acscdn.com",
    "https://cdn.tsyndicate.com",
    "https://a.magsrv.com",
  ],
  "frame-src": [
    "https://*.highperformanceformat.com",
    "https://*.acscdn.com",
    "https://*.adcash.com",
    "https://*.tsyndicate.com",
    "https://*.trafficstars.com",
    "https://*.magsrv.com",
    "https://*.exosrv.com",
    "https://*.exoclick.com",
  ],
  "img-src": [
    "https://*.highperformanceformat.com",
    "https://*.acscdn.com",
    "https://*.tsyndicate.com",
    "https://*.magsrv.com",
    "https://*.exosrv.com",
  ],
  "connect-src": [
    "https://*.highperformanceformat.com",
    "https://*.acscdn.com",
    "https://*.tsyndicate.com",
    "https://*.magsrv.com",
    "https://*.exosrv.com",
  ],
} satisfies CspSources;

let added = false;
/** Called once at start-up by the /api/sda router. */
export function addAdNetworkCspSources(): void {
  if (added) return;
  added = true;
  addCspSources(AD_NETWORK_SOURCES);
}
