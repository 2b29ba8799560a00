export { visitFromToken, visitLinkPath } from "./visit-links.server.ts";
export {
  bookVisit,
  cancelVisit,
  findVisit,
  moveVisit,
  type SiteVisit,
  getVisitPlan,
  openVisitSlots,
  recordVisitOutcome,
  saveVisitPlan,
  writeVisitPlan,
  VisitRefused,
  type VisitBooking,
} from "./visit-slots.server.ts";
