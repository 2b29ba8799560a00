export { createBooking, type Booker, type CreateResult } from "./booking-create.server.ts";
export {
  approveDiscount,
  cancelBooking,
  recordPayment,
  registerBooking,
  saveBookingTerms,
  saveSchedule,
  type BookingActor,
  type ChangeResult,
} from "./booking-changes.server.ts";
export {
  bookingOfPlot,
  getBooking,
  getBookingTerms,
  listBookings,
  mayWorkBooking,
  type Booking,
  type BookingDocument,
  type BookingListItem,
  type Receipt,
} from "./booking-read.server.ts";
export { issueReceipt } from "./booking-receipts.server.ts";
export { loadBookingForm } from "./booking-form-page.server.ts";
export {
  bookingPageAction,
  loadBookingPage,
  type BookingIntent,
  type BookingPageStaff,
} from "./booking-page.server.ts";
export { loadReceipt, receiptResponse, type LoadedReceipt } from "./booking-receipt.server.ts";
export { receiptPdf, type ReceiptInput } from "./booking-receipt-pdf.server.ts";
export {
  documentMaxBytes,
  documentMessages,
  mayChangeBookingDocuments,
  openBookingDocument,
  removeBookingDocument,
  saveBookingDocument,
  type DocumentResult,
  type DocumentStore,
} from "./booking-documents.server.ts";
export { bookingReport, bookingReportFile, currentReportMonth } from "./booking-reports.server.ts";
