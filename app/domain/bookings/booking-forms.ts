import { normalizeIndianPhone } from "#app/domain/leads/index.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { isCalendarDay } from "#app/lib/india-time.ts";
import { bookingMessages as m, isPaymentMode, type PaymentMode } from "./booking-model.ts";
import { parseRupees } from "./booking-money.ts";
import { termLimits, type BookingTerms, type ScheduledPayment } from "./booking-schedule.ts";

/**
 * Issue "Site visits and bookings": the back office's booking forms read and checked, each field's
 * message named so the page shows it beside the field. Amounts come in as rupees and leave as paise.
 */

/**
 * The largest amounts a form takes: a rate of ₹ 10 lakh a sq.ft, any other amount ₹ 1,000 crore.
 * Far above any plot, and small enough that area × rate stays an exact integer in paise.
 */
export const bookingLimits = { ratePaise: 1e8, amountPaise: 1e12 } as const;

/** Rupees typed, in paise within `max`; null when not an amount or above it. */
function amountWithin(text: string, max: number): number | null {
  const paise = parseRupees(text);
  return paise !== null && paise <= max ? paise : null;
}

type Read<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

const text = (form: FormData, name: string, max = 200) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, max);

export interface Buyer {
  name: string;
  /** +91… */
  phone: string;
  address: string;
  /** "" when not given. */
  pan: string;
}

/** How many buyers a booking names at most (joint buyers). */
export const maxBuyers = 2;

export type BuyerField = `buyer${1 | 2}${"Name" | "Phone" | "Address" | "Pan"}`;

function readBuyers(form: FormData, errors: FieldErrors<string>): Buyer[] {
  const buyers: Buyer[] = [];
  for (let n = 1; n <= maxBuyers; n++) {
    const name = text(form, `buyer${n}Name`, 120);
    const phoneText = text(form, `buyer${n}Phone`, 30);
    const address = text(form, `buyer${n}Address`, 400);
    const pan = text(form, `buyer${n}Pan`, 20).toUpperCase();
    // The second buyer is optional: a row left empty names nobody.
    if (n > 1 && !name && !phoneText && !address && !pan) continue;
    const phone = normalizeIndianPhone(phoneText);
    if (!name) errors[`buyer${n}Name`] = m.buyerName;
    if (!phone) errors[`buyer${n}Phone`] = m.buyerPhone;
    if (!address) errors[`buyer${n}Address`] = m.buyerAddress;
    if (pan && !/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) errors[`buyer${n}Pan`] = m.pan;
    buyers.push({ name, phone: phone ?? "", address, pan });
  }
  return buyers;
}

export interface Payment {
  amountPaise: number;
  mode: PaymentMode;
  reference: string;
  /** YYYY-MM-DD. */
  receivedOn: string;
}

export type PaymentField = "amount" | "mode" | "reference" | "receivedOn";

/** A payment's fields under `prefix` (the booking form's token is "token…"). */
function readPaymentFields(
  form: FormData,
  today: string,
  errors: FieldErrors<string>,
  names: Record<PaymentField, string>,
  amountMessage: string,
): Payment {
  const amountPaise = amountWithin(text(form, names.amount, 30), bookingLimits.amountPaise);
  const mode = text(form, names.mode, 20);
  const reference = text(form, names.reference, 120);
  const receivedOn = text(form, names.receivedOn, 10);
  if (amountPaise === null || amountPaise <= 0) errors[names.amount] = amountMessage;
  if (!isPaymentMode(mode)) errors[names.mode] = m.mode;
  else if (mode !== "cash" && !reference) errors[names.reference] = m.reference;
  if (!isCalendarDay(receivedOn) || receivedOn > today) errors[names.receivedOn] = m.receivedOn;
  return { amountPaise: amountPaise ?? 0, mode: isPaymentMode(mode) ? mode : "cash", reference, receivedOn };
}

export interface BookingDraft {
  plotId: string;
  /** The plot's version the person saw. */
  plotVersion: number;
  leadId: string | null;
  buyers: Buyer[];
  ratePaise: number;
  premiumPaise: number;
  discountPaise: number;
  discountReason: string;
  token: Payment;
}

export type BookingField =
  | BuyerField
  | "rate"
  | "premium"
  | "discount"
  | "discountReason"
  | "tokenAmount"
  | "tokenMode"
  | "tokenReference"
  | "tokenReceivedOn";

export function readBookingForm(form: FormData, today: string): Read<BookingDraft, BookingField> {
  const errors: FieldErrors<string> = {};
  const buyers = readBuyers(form, errors);
  const ratePaise = amountWithin(text(form, "rate", 30), bookingLimits.ratePaise);
  const premiumPaise = amountWithin(text(form, "premium", 30) || "0", bookingLimits.amountPaise);
  const discountPaise = amountWithin(text(form, "discount", 30) || "0", bookingLimits.amountPaise);
  const discountReason = text(form, "discountReason", 300);
  if (ratePaise === null || ratePaise <= 0) errors.rate = m.rate;
  if (premiumPaise === null) errors.premium = m.premium;
  if (discountPaise === null) errors.discount = m.discount;
  else if (discountPaise > 0 && !discountReason) errors.discountReason = m.discountReason;
  const token = readPaymentFields(
    form,
    today,
    errors,
    { amount: "tokenAmount", mode: "tokenMode", reference: "tokenReference", receivedOn: "tokenReceivedOn" },
    m.token,
  );
  if (Object.keys(errors).length > 0) return { ok: false, errors: errors as FieldErrors<BookingField> };
  const leadId = text(form, "leadId", 40);
  return {
    ok: true,
    value: {
      plotId: text(form, "plotId", 40),
      plotVersion: Number(text(form, "plotVersion", 12)),
      leadId: leadId || null,
      buyers,
      ratePaise: ratePaise!,
      premiumPaise: premiumPaise!,
      discountPaise: discountPaise!,
      discountReason: discountPaise! > 0 ? discountReason : "",
      token,
    },
  };
}

export function readPaymentForm(form: FormData, today: string): Read<Payment, PaymentField> {
  const errors: FieldErrors<string> = {};
  const payment = readPaymentFields(
    form,
    today,
    errors,
    { amount: "amount", mode: "mode", reference: "reference", receivedOn: "receivedOn" },
    m.amount,
  );
  return Object.keys(errors).length > 0
    ? { ok: false, errors: errors as FieldErrors<PaymentField> }
    : { ok: true, value: payment };
}

export type RegistrationField = "registeredOn" | "deedNumber";

export function readRegistrationForm(
  form: FormData,
  today: string,
): Read<{ registeredOn: string; deedNumber: string }, RegistrationField> {
  const registeredOn = text(form, "registeredOn", 10);
  const deedNumber = text(form, "deedNumber", 60);
  const errors: FieldErrors<RegistrationField> = {};
  if (!isCalendarDay(registeredOn) || registeredOn > today) errors.registeredOn = m.registeredOn;
  if (!deedNumber) errors.deedNumber = m.deedNumber;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: { registeredOn, deedNumber } };
}

export interface Cancellation {
  reason: string;
  refundPaise: number;
  refundMode: PaymentMode;
  refundReference: string;
}

export type CancelField = "cancelReason" | "refund" | "refundMode" | "refundReference";

export function readCancelForm(form: FormData): Read<Cancellation, CancelField> {
  const reason = text(form, "cancelReason", 300);
  const refundPaise = amountWithin(text(form, "refund", 30) || "0", bookingLimits.amountPaise);
  const refundMode = text(form, "refundMode", 20);
  const refundReference = text(form, "refundReference", 120);
  const errors: FieldErrors<CancelField> = {};
  if (!reason) errors.cancelReason = m.cancelReason;
  if (refundPaise === null) errors.refund = m.refund;
  else if (refundPaise > 0) {
    if (!isPaymentMode(refundMode)) errors.refundMode = m.mode;
    else if (refundMode !== "cash" && !refundReference) errors.refundReference = m.reference;
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : {
        ok: true,
        value: {
          reason,
          refundPaise: refundPaise!,
          refundMode: isPaymentMode(refundMode) ? refundMode : "cash",
          refundReference,
        },
      };
}

/** How many rows the schedule form offers (the template's three and room for instalments). */
export const scheduleRows = 6;

export type ScheduleField = "schedule";

/**
 * The schedule as edited: rows `label-N`, `dueOn-N`, `amount-N`; empty rows are dropped. The sum is
 * checked against the price by the caller, which knows it.
 */
export function readScheduleForm(form: FormData): Read<ScheduledPayment[], ScheduleField> {
  const rows: ScheduledPayment[] = [];
  for (let n = 0; n < scheduleRows; n++) {
    const label = text(form, `label-${n}`, 80);
    const dueOn = text(form, `dueOn-${n}`, 10);
    const amount = text(form, `amount-${n}`, 30);
    if (!label && !dueOn && !amount) continue;
    const amountPaise = amountWithin(amount, bookingLimits.amountPaise);
    if (!label) return { ok: false, errors: { schedule: m.scheduleLabel } };
    if (!isCalendarDay(dueOn)) return { ok: false, errors: { schedule: m.scheduleDay } };
    if (amountPaise === null) return { ok: false, errors: { schedule: m.scheduleAmount } };
    rows.push({ label, dueOn, amountPaise });
  }
  return rows.length > 0 ? { ok: true, value: rows } : { ok: false, errors: { schedule: m.scheduleAmount } };
}

export type TermsField = "agreementDays" | "agreementPercent" | "balanceDays";

export function readTermsForm(form: FormData): Read<BookingTerms, TermsField> {
  const whole = (name: TermsField, { min, max }: { min: number; max: number }) => {
    const value = text(form, name, 6);
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    return Number.isInteger(number) && number >= min && number <= max ? number : null;
  };
  const agreementDays = whole("agreementDays", termLimits.days);
  const agreementPercent = whole("agreementPercent", termLimits.percent);
  const balanceDays = whole("balanceDays", termLimits.days);
  const errors: FieldErrors<TermsField> = {};
  if (agreementDays === null) errors.agreementDays = m.terms;
  if (agreementPercent === null) errors.agreementPercent = m.terms;
  if (balanceDays === null) errors.balanceDays = m.terms;
  return agreementDays === null || agreementPercent === null || balanceDays === null
    ? { ok: false, errors }
    : { ok: true, value: { agreementDays, agreementPercent, balanceDays } };
}
