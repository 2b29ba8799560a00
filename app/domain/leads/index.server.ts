export { leadAccessActions, leadListActions, readLeadExport } from "./lead-access.server.ts";
export { eraseLeads, findPersonLeads, type PersonKey } from "./person-leads.server.ts";
