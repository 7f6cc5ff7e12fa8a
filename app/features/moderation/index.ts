// The video chat mounts moderation with these (issue 12); each is self-contained.

export { BlurSetting } from "./blur/BlurSetting.tsx";
export { NudityGuard } from "./blur/NudityGuard.tsx";
export { useNudityBlur } from "./blur/use-nudity-blur.ts";
export { useCheckOnSearch, useModeration } from "./context.tsx";
export { ModerationGate } from "./ModerationGate.tsx";
export { AppealOutcomeNotice, WarningNotice } from "./Notices.tsx";
