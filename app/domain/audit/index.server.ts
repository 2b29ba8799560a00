export {
  deleteAudited,
  findActionEntry,
  listActions,
  listEntityHistory,
  listRecentActivity,
  recordAudit,
  recordAudits,
  type AuditEntry,
  type AuditInput,
} from "./audit.server.ts";
