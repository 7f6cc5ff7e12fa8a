export { SafeConfigForm } from "./SafeConfigForm.tsx";
