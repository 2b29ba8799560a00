export {
  chargeBases,
  chargeBasisLabels,
  costRateKinds,
  costRateLabels,
  isCostRateKind,
  type ChargeBasis,
  type CostRate,
  type CostRateKind,
  type CostTerms,
  type LoanTerms,
  type ProjectCharge,
} from "./cost-model.ts";
export {
  costView,
  loanView,
  plotCostView,
  termRows,
  type CostRow,
  type CostView,
  type LoanView,
  type TermRow,
} from "./cost-view.ts";
export {
  loanEstimate,
  loanNote,
  percentText,
  plotCost,
  womenChoiceLabel,
  type PlotCost,
} from "./plot-cost.ts";
export { costQuery, isWomanBuyer, plotCostPath } from "./cost-paths.ts";
export {
  costsPath,
  guidelineRupeesText,
  inForceText,
  rateText,
  type CostRateRecord,
  type CostsRefusal,
  type GuidelineRecord,
  type ProjectCosts,
} from "./cost-admin-view.ts";
export {
  costFormMessages,
  costLimits,
  type ChargeField,
  type GuidelineField,
  type RateField,
} from "./cost-forms.ts";
