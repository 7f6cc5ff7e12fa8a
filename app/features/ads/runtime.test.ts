import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SDA_SETTINGS, type SdaItem } from "#common/ads/schema.ts";
import { chooseAd } from "./runtime.ts";

vi.mock("#app/lib/client-log.ts", () => ({ clientLog: vi.fn() }));
const { clientLog } = await import("#app/lib/client-log.ts");

const ad = (id: string, over: Partial<SdaItem> = {}): SdaItem => ({
  id,
  enabled: true,
  placement: "belowStartButton",
  platform: "house",
  typeSda: "rennab",
  config: { src: "https://cdn.example.com/a.png", href: "https://example.com/" },
  ...over,
});
const loaded = (sdaList: SdaItem[]) => ({
  config: {
    ...DEFAULT_SDA_SETTINGS,
    enabled: true,
    frequency: { enabled: false, minTimeSameAdsByUser: 60 },
    sdaList,
  },
  frequency: {},
});

describe("chooseAd (issue 13, spec §5 and §8)", () => {
  afterEach(() => vi.mocked(clientLog).mockClear());

  it("logs an ad of a type the page cannot draw with spec §8's text and shows the next one", () => {
    const chosen = chooseAd(
      "belowStartButton",
      loaded([ad("v1", { typeSda: "video" }), ad("h1")]),
      null,
      Date.now(),
    );
    expect(chosen?.id).toBe("h1");
    expect(clientLog).toHaveBeenCalledWith(
      expect.objectContaining({ type: "error", text: "Sda type video not implemented", data: { id: "v1" } }),
    );
  });

  it("shows a third-party network only with consent to ads; house banners always", () => {
    const list = [ad("net", { platform: "adycash", config: { zoneId: "1" } }), ad("h1")];
    expect(chooseAd("belowStartButton", loaded(list), null, Date.now())?.id).toBe("h1");
    expect(chooseAd("belowStartButton", loaded(list), { ads: false, analytics: true }, Date.now())?.id).toBe(
      "h1",
    );
    expect(chooseAd("belowStartButton", loaded(list), { ads: true, analytics: false }, Date.now())?.id).toBe(
      "net",
    );
    expect(clientLog).not.toHaveBeenCalled();
  });

  it("shows nothing without a config, and only ads of the slot's placement", () => {
    expect(chooseAd("belowStartButton", { config: null, frequency: {} }, null, Date.now())).toBeNull();
    expect(chooseAd("aboveStartButton", loaded([ad("h1")]), null, Date.now())).toBeNull();
  });
});
