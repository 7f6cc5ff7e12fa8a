import { LOCAL_IDENT_KEY, readLocalIdent } from "#app/features/moderation/ident.ts";
import { clientLog } from "#app/lib/client-log.ts";
import { http } from "#app/lib/http.ts";
import { SDA_PLATFORMS } from "#common/ads/constants.ts";
import { decryptSdaConfig } from "#common/ads/crypto.ts";
import { readSdaItem, readSdaSettings } from "#common/ads/read-config.ts";
import { INITIAL_SEARCHING_CONTROL, type SearchingControl } from "#common/ads/rules.ts";
import type { SdaConfig, SdaConfigResponse, SdaItem } from "#common/ads/schema.ts";
import { getConsent } from "./consent-store.ts";

/** Spec §9: an insert asked for while the config is being requested is retried after 1 s. */
export const INSERT_RETRY_MS = 1000;

/** Spec §4.4 ad config loading states. */
export type ConfigStatus = "notRequested" | "requesting" | "requested";

export type LoadedSdaConfig = {
  config: SdaConfig | null;
  /** Ad id → last shown (ms) for this visitor; updated locally as ads show. */
  frequency: Record<string, number>;
};

type Fetcher = () => Promise<SdaConfigResponse | null>;

/**
 * The ads of a config, one by one: an ad of a platform this build does not know is logged with spec
 * §8's "No sda platform implemented", any other malformed ad as a parse error; the rest are kept.
 */
export function readAds(items: readonly unknown[]): SdaItem[] {
  const ads: SdaItem[] = [];
  for (const item of items) {
    const ad = readSdaItem(item);
    if (ad) {
      ads.push(ad);
      continue;
    }
    const { id, platform } = (item ?? {}) as { id?: unknown; platform?: unknown };
    const data = { id: typeof id === "string" ? id.slice(0, 64) : null };
    if (typeof platform === "string" && !(SDA_PLATFORMS as readonly string[]).includes(platform)) {
      clientLog({ type: "error", name: "sda", text: "No sda platform implemented", data });
    } else {
      clientLog({ type: "error", name: "sda-config", text: "Error decrypt config or parse JSON", data });
    }
  }
  return ads;
}

/**
 * Spec §4.4: not requested → requesting → requested. `whenReady(insert)` runs the insert at once
 * when the config is there; while it is being requested, the insert is tried again after 1 s (and
 * again, until the request ends). Errors are logged (spec §8), never thrown: the config is then null.
 */
export function createSdaConfigStore(options: { fetch: Fetcher; key: () => string | undefined }) {
  let status: ConfigStatus = "notRequested";
  let loaded: LoadedSdaConfig = { config: null, frequency: {} };

  async function load() {
    status = "requesting";
    try {
      const response = await options.fetch();
      const key = options.key();
      if (!response || !key) {
        loaded = { config: null, frequency: {} };
      } else {
        try {
          const json: unknown = JSON.parse(await decryptSdaConfig(response.config, key));
          // The settings checked whole, the ads one by one (readAds); zod stays on the server.
          const settings = readSdaSettings(json);
          const sdaList = (json as { sdaList?: unknown }).sdaList;
          if (!settings || !Array.isArray(sdaList)) throw new Error("malformed ad config");
          loaded = {
            config: { ...settings, sdaList: readAds(sdaList) },
            frequency: { ...response.userSdaFrequencyData },
          };
        } catch (error) {
          clientLog({ type: "error", name: "sda-config", text: "Error decrypt config or parse JSON", error });
          loaded = { config: null, frequency: {} };
        }
      }
    } catch (error) {
      clientLog({ type: "error", name: "sda-config", text: "sda config request failed", error });
    } finally {
      status = "requested";
    }
  }

  return {
    status: () => status,
    get: () => loaded,
    /** Calls `insert` once the config is requested; cancelled by the returned function. */
    whenReady(insert: (loaded: LoadedSdaConfig) => void): () => void {
      let cancelled = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const attempt = () => {
        if (cancelled) return;
        if (status === "requested") {
          insert(loaded);
          return;
        }
        if (status === "notRequested") void load().then(attempt);
        else timer = setTimeout(attempt, INSERT_RETRY_MS);
      };
      attempt();
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    },
    /** A view was recorded: the frequency rule sees it at once. */
    markShown(sdaId: string, at: number) {
      loaded.frequency[sdaId] = at;
    },
    /** Forget the config (tests; the next insert requests it again). */
    reset() {
      status = "notRequested";
      loaded = { config: null, frequency: {} };
    },
  };
}

let key: string | undefined;
/** The root data hands the key over (decision 029). */
export function setSdaKey(value: string | undefined) {
  key = value;
}

export const sdaConfigStore = createSdaConfigStore({
  key: () => key,
  fetch: async () => {
    const ident = readLocalIdent();
    const result = await http.get<SdaConfigResponse>(
      `/api/sda/config/data${ident ? `?ident=${encodeURIComponent(ident)}` : ""}`,
    );
    return result.ok ? result.data : null;
  },
});

/** Spec §4.4 chat searching ad control, for this page session. */
export const searchingControl: { current: SearchingControl } = { current: INITIAL_SEARCHING_CONTROL };

/**
 * The browser's local ident (the video chat's, spec §3), created here when the visitor agreed to
 * ads and has none yet, so the frequency rule follows them across pages (decision 031).
 */
function identForViews(): string | undefined {
  const ident = readLocalIdent();
  if (ident || getConsent()?.ads !== true) return ident;
  try {
    const fresh = crypto.randomUUID();
    localStorage.setItem(LOCAL_IDENT_KEY, fresh);
    return fresh;
  } catch {
    return undefined;
  }
}

/** POST /api/sda/frequency: never throws, never blocks the page. */
export function recordView(sdaId: string, placement: string): void {
  const ident = identForViews();
  sdaConfigStore.markShown(sdaId, Date.now());
  void http
    .post("/api/sda/frequency", { json: { sdaId, placement, ...(ident ? { ident } : {}) } })
    .catch(() => {});
}
