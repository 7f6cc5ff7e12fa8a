export { AdminHome } from "./AdminHome.tsx";
