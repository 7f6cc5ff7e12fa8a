export { AdsControlForm } from "./AdsControlForm.tsx";
