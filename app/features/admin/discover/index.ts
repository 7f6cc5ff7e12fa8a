// Socialmanager post-discover screens (issue 14).
export { DiscoverConfigForm } from "./DiscoverConfigForm.tsx";
export { DiscoverList } from "./DiscoverList.tsx";
