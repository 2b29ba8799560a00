export {
  formatSlotTime,
  isVisitOutcome,
  visitOutcomeLabels,
  visitOutcomes,
  type VisitOutcome,
  isSlotTime,
  maxSlotCapacity,
  openSlotLabel,
  parseSlotValue,
  slotMessages,
  visitMoment,
  weekdayNames,
  type OpenSlot,
  type VisitPlan,
  type VisitSlot,
} from "./visit-slots.ts";
export { placesText, planMessages, readVisitPlanForm, timesText, type PlanField } from "./visit-plan-form.ts";
