export { enquiryBudgets } from "./lead-options.ts";
export { leadKindLabel } from "./lead-model.ts";
export { normalizeIndianPhone } from "./phone.ts";
