export { RewardsPanel } from "./RewardsPanel.tsx";
