export { AppealList } from "./AppealList.tsx";
