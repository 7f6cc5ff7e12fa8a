export { AuditList } from "./AuditList.tsx";
