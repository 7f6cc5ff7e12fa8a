import { useId } from "react";
import { useTranslation } from "react-i18next";
import { setBlurNudity, useBlurNudity } from "./blur-setting.ts";

/** The visitor's "Blur nudity" switch (on by default), beside the chat's privacy settings. */
export function BlurSetting() {
  const { t } = useTranslation("moderation");
  const on = useBlurNudity();
  const hint = useId();
  return (
    <div className="nudity-setting">
      <label className="vc-check">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => setBlurNudity(event.target.checked)}
          aria-describedby={hint}
          data-testid="blur-nudity"
        />
        {t("blur.setting")}
      </label>
      <p id={hint} className="vc-hint">
        {t("blur.settingHint")}
      </p>
    </div>
  );
}
