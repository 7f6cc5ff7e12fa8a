export { RewardConfigForm } from "./RewardConfigForm.tsx";
