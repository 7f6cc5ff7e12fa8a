import { describe, expect, it } from "vitest";
import {
  closeConsentDialog,
  getConsent,
  isConsentDialogOpen,
  openConsentDialog,
  setConsent,
  subscribeConsent,
} from "./consent-store.ts";

describe("consent store without React (decision 031, 050)", () => {
  it("starts unknown, tells its listeners of every change, and a choice closes the dialog", () => {
    expect(getConsent()).toBeNull();
    let calls = 0;
    const stop = subscribeConsent(() => {
      calls += 1;
    });
    openConsentDialog();
    expect(isConsentDialogOpen()).toBe(true);
    setConsent({ ads: true, analytics: false });
    expect(getConsent()).toEqual({ ads: true, analytics: false });
    expect(isConsentDialogOpen()).toBe(false);
    openConsentDialog();
    closeConsentDialog();
    expect(isConsentDialogOpen()).toBe(false);
    expect(calls).toBe(4);
    stop();
    setConsent({ ads: false, analytics: false });
    expect(calls).toBe(4);
  });
});
