export { SdaManager } from "./SdaManager.tsx";
