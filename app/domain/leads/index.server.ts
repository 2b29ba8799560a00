export { leadAccessActions, leadListActions, readLeadExport } from "./lead-access.server.ts";
export { eraseLeads, findPersonLeads, type PersonKey } from "./person-leads.server.ts";
export { storeLead } from "./leads.server.ts";
export { findPersonByPhone } from "./people.server.ts";
export { closedLeadStatuses } from "./lead-model.ts";
export { bookedVisitsWithLeads } from "./booked-visits.server.ts";
export { visitMomentIn } from "./form-texts.ts";
