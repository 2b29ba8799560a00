export {
  bookVisit,
  getVisitPlan,
  openVisitSlots,
  saveVisitPlan,
  writeVisitPlan,
  VisitRefused,
  type VisitBooking,
} from "./visit-slots.server.ts";
