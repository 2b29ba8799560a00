import { describe, expect, it } from "vitest";

import {
  readBookingForm,
  readCancelForm,
  readPaymentForm,
  readRegistrationForm,
  readScheduleForm,
  readTermsForm,
} from "./booking-forms.ts";
import { bookingMessages as m } from "./booking-model.ts";

const today = "2026-05-10";
const plotId = "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10";
const leadId = "1c7a9f1e-8d3f-4c4e-9a55-3f1d2a7b9c11";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const booking = (overrides: Record<string, string> = {}) =>
  form({
    plotId,
    plotVersion: "3",
    leadId,
    buyer1Name: " Priya Raman ",
    buyer1Phone: "98765 43210",
    buyer1Address: "12 Anna Nagar, Chennai",
    buyer1Pan: "abcde1234f",
    rate: "1,550",
    premium: "",
    discount: "",
    discountReason: "",
    tokenAmount: "1,00,000",
    tokenMode: "upi",
    tokenReference: "UPI-4471",
    tokenReceivedOn: today,
    ...overrides,
  });

describe("readBookingForm", () => {
  it("reads a booking with rupees as paise, a buyer's phone as +91 and the PAN in capitals", () => {
    expect(readBookingForm(booking(), today)).toEqual({
      ok: true,
      value: {
        plotId,
        plotVersion: 3,
        leadId,
        buyers: [
          {
            name: "Priya Raman",
            phone: "+919876543210",
            address: "12 Anna Nagar, Chennai",
            pan: "ABCDE1234F",
          },
        ],
        ratePaise: 155_000,
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token: { amountPaise: 10_000_000, mode: "upi", reference: "UPI-4471", receivedOn: today },
      },
    });
  });

  it("reads joint buyers, a premium and a discount with its reason, and no lead", () => {
    const read = readBookingForm(
      booking({
        leadId: "",
        buyer2Name: "Karthik Raman",
        buyer2Phone: "+91 98400 12345",
        buyer2Address: "12 Anna Nagar, Chennai",
        premium: "50,000",
        discount: "25000.50",
        discountReason: "Corner plot offer",
        tokenMode: "cash",
        tokenReference: "",
      }),
      today,
    );
    expect(read).toMatchObject({
      ok: true,
      value: {
        leadId: null,
        premiumPaise: 5_000_000,
        discountPaise: 2_500_050,
        discountReason: "Corner plot offer",
        token: { mode: "cash", reference: "" },
      },
    });
    expect(read.ok && read.value.buyers.map((b) => [b.name, b.phone, b.pan])).toEqual([
      ["Priya Raman", "+919876543210", "ABCDE1234F"],
      ["Karthik Raman", "+919840012345", ""],
    ]);
  });

  it("drops a discount's reason when there is no discount", () => {
    const read = readBookingForm(booking({ discount: "0", discountReason: "Festival" }), today);
    expect(read).toMatchObject({ ok: true, value: { discountPaise: 0, discountReason: "" } });
  });

  it("refuses amounts beyond any plot, so area × rate stays an exact number of paise", () => {
    const read = readBookingForm(
      booking({ rate: "100000000000", premium: "1e21", tokenAmount: "99999999999999" }),
      today,
    );
    expect(read).toEqual({
      ok: false,
      errors: { rate: m.rate, premium: m.premium, tokenAmount: m.token },
    });
  });

  it("names each wrong field of the first buyer, the prices and the token", () => {
    const read = readBookingForm(
      form({
        plotId,
        plotVersion: "1",
        buyer1Pan: "ABCDE12345",
        rate: "0",
        premium: "lots",
        discount: "1.234",
        tokenAmount: "0",
        tokenMode: "crypto",
        tokenReceivedOn: "2026-05-11",
      }),
      today,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        buyer1Name: m.buyerName,
        buyer1Phone: m.buyerPhone,
        buyer1Address: m.buyerAddress,
        buyer1Pan: m.pan,
        rate: m.rate,
        premium: m.premium,
        discount: m.discount,
        tokenAmount: m.token,
        tokenMode: m.mode,
        tokenReceivedOn: m.receivedOn,
      },
    });
  });

  it("asks for a discount's reason, a reference for money not in cash, and a real day", () => {
    const read = readBookingForm(
      booking({
        discount: "10,000",
        tokenMode: "cheque",
        tokenReference: " ",
        tokenReceivedOn: "2026-02-30",
      }),
      today,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        discountReason: m.discountReason,
        tokenReference: m.reference,
        tokenReceivedOn: m.receivedOn,
      },
    });
    expect(readBookingForm(booking({ rate: "" }), today)).toEqual({ ok: false, errors: { rate: m.rate } });
    expect(readBookingForm(booking({ tokenAmount: "abc" }), today)).toEqual({
      ok: false,
      errors: { tokenAmount: m.token },
    });
  });

  it("checks a second buyer once any of their fields is filled", () => {
    expect(readBookingForm(booking({ buyer2Pan: "x" }), today)).toEqual({
      ok: false,
      errors: {
        buyer2Name: m.buyerName,
        buyer2Phone: m.buyerPhone,
        buyer2Address: m.buyerAddress,
        buyer2Pan: m.pan,
      },
    });
    expect(readBookingForm(booking({ buyer2Name: "Karthik", buyer2Phone: "12345" }), today)).toEqual({
      ok: false,
      errors: { buyer2Phone: m.buyerPhone, buyer2Address: m.buyerAddress },
    });
  });
});

describe("readPaymentForm", () => {
  const payment = (overrides: Record<string, string> = {}) =>
    form({
      amount: "3,65,000",
      mode: "bank-transfer",
      reference: "NEFT 99812",
      receivedOn: today,
      ...overrides,
    });

  it("reads a payment in paise", () => {
    expect(readPaymentForm(payment(), today)).toEqual({
      ok: true,
      value: { amountPaise: 36_500_000, mode: "bank-transfer", reference: "NEFT 99812", receivedOn: today },
    });
    expect(readPaymentForm(payment({ mode: "cash", reference: "" }), today)).toMatchObject({ ok: true });
  });

  it("names each wrong field", () => {
    expect(readPaymentForm(form({}), today)).toEqual({
      ok: false,
      errors: { amount: m.amount, mode: m.mode, receivedOn: m.receivedOn },
    });
    expect(
      readPaymentForm(payment({ amount: "-5", reference: "", receivedOn: "2026-05-11" }), today),
    ).toEqual({
      ok: false,
      errors: { amount: m.amount, reference: m.reference, receivedOn: m.receivedOn },
    });
    expect(readPaymentForm(payment({ amount: "0.00" }), today)).toEqual({
      ok: false,
      errors: { amount: m.amount },
    });
  });
});

describe("readRegistrationForm", () => {
  it("reads the registration day and the deed's number", () => {
    expect(readRegistrationForm(form({ registeredOn: today, deedNumber: " 4471/2026 " }), today)).toEqual({
      ok: true,
      value: { registeredOn: today, deedNumber: "4471/2026" },
    });
  });

  it("refuses a day after today, a day that is not one, and no deed number", () => {
    expect(readRegistrationForm(form({ registeredOn: "2026-05-11", deedNumber: "" }), today)).toEqual({
      ok: false,
      errors: { registeredOn: m.registeredOn, deedNumber: m.deedNumber },
    });
    expect(readRegistrationForm(form({ registeredOn: "10/05/2026", deedNumber: "1" }), today)).toEqual({
      ok: false,
      errors: { registeredOn: m.registeredOn },
    });
  });
});

describe("readCancelForm", () => {
  it("reads a cancellation with no refund, or a refund with its mode", () => {
    expect(readCancelForm(form({ cancelReason: "Loan refused" }))).toEqual({
      ok: true,
      value: { reason: "Loan refused", refundPaise: 0, refundMode: "cash", refundReference: "" },
    });
    expect(
      readCancelForm(
        form({
          cancelReason: "Loan refused",
          refund: "90,000",
          refundMode: "cheque",
          refundReference: "CHQ 1",
        }),
      ),
    ).toEqual({
      ok: true,
      value: {
        reason: "Loan refused",
        refundPaise: 9_000_000,
        refundMode: "cheque",
        refundReference: "CHQ 1",
      },
    });
  });

  it("names each wrong field", () => {
    expect(readCancelForm(form({ refund: "lots" }))).toEqual({
      ok: false,
      errors: { cancelReason: m.cancelReason, refund: m.refund },
    });
    expect(readCancelForm(form({ cancelReason: "x", refund: "100", refundMode: "gold" }))).toEqual({
      ok: false,
      errors: { refundMode: m.mode },
    });
    expect(readCancelForm(form({ cancelReason: "x", refund: "100", refundMode: "upi" }))).toEqual({
      ok: false,
      errors: { refundReference: m.reference },
    });
  });
});

describe("readScheduleForm", () => {
  it("reads the rows filled in and drops the empty ones", () => {
    const read = readScheduleForm(
      form({
        "label-0": "Token",
        "dueOn-0": "2026-05-10",
        "amount-0": "1,00,000",
        "label-2": "Balance",
        "dueOn-2": "2026-08-08",
        "amount-2": "17,60,000",
      }),
    );
    expect(read).toEqual({
      ok: true,
      value: [
        { label: "Token", dueOn: "2026-05-10", amountPaise: 10_000_000 },
        { label: "Balance", dueOn: "2026-08-08", amountPaise: 176_000_000 },
      ],
    });
  });

  it("says what a row lacks, and refuses a schedule with no row", () => {
    const row = { "label-0": "Token", "dueOn-0": "2026-05-10", "amount-0": "1,00,000" };
    expect(readScheduleForm(form({ ...row, "label-0": "" }))).toEqual({
      ok: false,
      errors: { schedule: m.scheduleLabel },
    });
    expect(readScheduleForm(form({ ...row, "dueOn-0": "soon" }))).toEqual({
      ok: false,
      errors: { schedule: m.scheduleDay },
    });
    expect(readScheduleForm(form({ ...row, "amount-0": "a lakh" }))).toEqual({
      ok: false,
      errors: { schedule: m.scheduleAmount },
    });
    expect(readScheduleForm(form({}))).toEqual({ ok: false, errors: { schedule: m.scheduleAmount } });
  });
});

describe("readTermsForm", () => {
  it("reads whole days and a share in percent", () => {
    expect(readTermsForm(form({ agreementDays: "30", agreementPercent: "25", balanceDays: "90" }))).toEqual({
      ok: true,
      value: { agreementDays: 30, agreementPercent: 25, balanceDays: 90 },
    });
    expect(
      readTermsForm(form({ agreementDays: "1", agreementPercent: "0", balanceDays: "730" })),
    ).toMatchObject({
      ok: true,
    });
  });

  it("names each field out of its range or not a whole number", () => {
    expect(readTermsForm(form({ agreementDays: "0", agreementPercent: "101", balanceDays: "731" }))).toEqual({
      ok: false,
      errors: { agreementDays: m.terms, agreementPercent: m.terms, balanceDays: m.terms },
    });
    expect(readTermsForm(form({ agreementDays: "7.5", agreementPercent: "-1", balanceDays: "90" }))).toEqual({
      ok: false,
      errors: { agreementDays: m.terms, agreementPercent: m.terms },
    });
  });
});
