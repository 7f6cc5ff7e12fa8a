export { SecurityScreen } from "./SecurityScreen.tsx";
