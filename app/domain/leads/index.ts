export { enquiryBudgets } from "./lead-options.ts";
