export { AdminLogin } from "./AdminLogin.tsx";
