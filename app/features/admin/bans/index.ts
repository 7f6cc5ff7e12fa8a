export { BanList } from "./BanList.tsx";
