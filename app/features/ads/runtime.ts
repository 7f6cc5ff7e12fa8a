/**
 * What an ad slot needs once it runs (issue 13), loaded on demand by AdSlot.tsx so the page's first
 * JavaScript carries no schema library and no rules: the config state, the spec §5 choice, views.
 */
import { clientLog } from "#app/lib/client-log.ts";
import { SDA_TYPES, THIRD_PARTY_PLATFORMS } from "#common/ads/constants.ts";
import {
  eligibleAds,
  FREQUENCY_PLACEMENTS,
  hourGateKey,
  pickByFrequency,
  STORY_PLACEMENTS,
  searchingStep,
  storyAdAllowed,
} from "#common/ads/rules.ts";
import type { SdaItem, SdaPlacement } from "#common/ads/schema.ts";
import {
  type LoadedSdaConfig,
  recordView,
  sdaConfigStore,
  searchingControl,
  setSdaKey,
} from "./config-store.ts";
import type { Consent } from "./consent-store.ts";
import { RENDERERS } from "./renderers.ts";

export { recordView, sdaConfigStore, setSdaKey };

const SESSION_KEY = (placement: SdaPlacement) => `acaso:sda-session:${placement}`;

function storageGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}
function storageSet(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // private mode: the rule then holds for this page only
  }
}

/**
 * Which ad this slot shows now (spec §5), or null. Ads of a type or platform the page cannot draw
 * are logged (spec §8) and skipped; third-party networks only with consent (decision 031).
 */
export function chooseAd(
  placement: SdaPlacement,
  loaded: LoadedSdaConfig,
  consent: Consent | null,
  now: number,
): SdaItem | null {
  const { config } = loaded;
  if (!config) return null;
  const ads = eligibleAds(config, placement).filter((item) => {
    if (!(SDA_TYPES as readonly string[]).includes(item.typeSda)) {
      clientLog({
        type: "error",
        name: "sda",
        text: `Sda type ${item.typeSda} not implemented`,
        data: { id: item.id },
      });
      return false;
    }
    if (item.platform !== "house" && !RENDERERS[item.platform]) {
      clientLog({ type: "error", name: "sda", text: "No sda platform implemented", data: { id: item.id } });
      return false;
    }
    return consent?.ads === true || !THIRD_PARTY_PLATFORMS.includes(item.platform);
  });
  if (FREQUENCY_PLACEMENTS.includes(placement)) {
    return pickByFrequency(ads, config.frequency, loaded.frequency, now);
  }
  if (placement === "chatSearching") {
    const step = searchingStep(searchingControl.current, config.chat.searching, ads, now);
    searchingControl.current = step.control;
    return step.ad;
  }
  if (STORY_PLACEMENTS.includes(placement)) {
    const gate = Number(storageGet(() => localStorage, hourGateKey(placement)) ?? Number.NaN);
    const allowed = storyAdAllowed({
      shownThisSession: storageGet(() => sessionStorage, SESSION_KEY(placement)) !== null,
      gateStoredAt: Number.isFinite(gate) ? gate : null,
      now,
    });
    const ad = allowed ? (ads[0] ?? null) : null;
    if (ad) {
      storageSet(() => sessionStorage, SESSION_KEY(placement), "1");
      storageSet(() => localStorage, hourGateKey(placement), String(now));
    }
    return ad;
  }
  return null;
}
