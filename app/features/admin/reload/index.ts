export { ReloadScreen } from "./ReloadScreen.tsx";
