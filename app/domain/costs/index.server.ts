export type { LoanTerms } from "./cost-model.ts";
export {
  costTermsOf,
  guidelineValueOn,
  loanTermsOf,
  projectCharges,
  ratesInForce,
} from "./cost-terms.server.ts";
export {
  addCostRate,
  addGuidelineValue,
  deleteGuidelineValue,
  getProjectCosts,
  listCostRates,
  saveProjectCharges,
} from "./cost-admin.server.ts";
export { costsPageAction, loadCostsPage } from "./cost-admin-page.server.ts";
export { costSheetFileName, costSheetPdf, costSheetTitle } from "./cost-sheet-pdf.server.ts";
