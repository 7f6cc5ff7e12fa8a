import { consentFromCookieHeader } from "#common/ads/consent-cookie.ts";
import { reservedBoxes } from "#common/ads/rules.ts";
import { THIRD_PARTY_PLATFORMS } from "#common/ads/schema.ts";
import type { Database } from "#db/client.ts";
import { getAdsService } from "./service.ts";

/** What the root loader adds for the ad layer (issue 13): key, reserved boxes, consent. */
export async function adsRootData(request: Request, deps: { database: Database; secret: string }) {
  const ads = getAdsService(deps);
  const consent = consentFromCookieHeader(request.headers.get("cookie"));
  const [sdaKey, config] = await Promise.all([ads.key(), ads.config().catch(() => null)]);
  const sdaBoxes = reservedBoxes(config, {
    thirdParty: consent?.ads === true,
    isThirdParty: (item) => THIRD_PARTY_PLATFORMS.includes(item.platform),
  });
  return { sdaKey, sdaBoxes, consent };
}
