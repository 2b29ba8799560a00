import { describe, expect, it } from "vitest";

import {
  agreedPrice,
  defaultBookingTerms,
  financialYear,
  paymentStandings,
  receiptNumber,
  scheduleFromTerms,
  type ScheduledPayment,
} from "./booking-schedule.ts";

/** Whole rupees in paise. */
const rs = (rupees: number) => rupees * 100;

describe("scheduleFromTerms", () => {
  it("splits ₹ 18,60,000 with a ₹ 1,00,000 token and 25% by agreement, days counted from the booking", () => {
    const schedule = scheduleFromTerms(
      { agreementDays: 30, agreementPercent: 25, balanceDays: 90 },
      { pricePaise: rs(1_860_000), tokenPaise: rs(100_000), bookedOn: "2026-05-10" },
    );
    expect(schedule).toEqual([
      { label: "Token", dueOn: "2026-05-10", amountPaise: rs(100_000) },
      { label: "At agreement", dueOn: "2026-06-09", amountPaise: rs(365_000) },
      { label: "Balance before registration", dueOn: "2026-08-08", amountPaise: rs(1_395_000) },
    ]);
    expect(schedule.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(rs(1_860_000));
  });

  it("counts days across the year's end and a leap day", () => {
    const schedule = scheduleFromTerms(
      { agreementDays: 15, agreementPercent: 10, balanceDays: 60 },
      { pricePaise: rs(2_000_000), tokenPaise: rs(50_000), bookedOn: "2027-12-20" },
    );
    expect(schedule.map((row) => [row.dueOn, row.amountPaise])).toEqual([
      ["2027-12-20", rs(50_000)],
      ["2028-01-04", rs(150_000)],
      ["2028-02-18", rs(1_800_000)],
    ]);
    expect(
      scheduleFromTerms(defaultBookingTerms, {
        pricePaise: rs(800_000),
        tokenPaise: rs(100_000),
        bookedOn: "2028-02-28",
      })[1],
    ).toMatchObject({ label: "At agreement", dueOn: "2028-03-29", amountPaise: rs(100_000) });
  });

  it("rounds the agreement's share to the rupee, and the balance takes the rest to the paisa", () => {
    // 25% of ₹ 10,00,001.50 is ₹ 2,50,000.375: the agreement takes ₹ 2,50,000 in all.
    const schedule = scheduleFromTerms(defaultBookingTerms, {
      pricePaise: 100_000_150,
      tokenPaise: rs(100_000),
      bookedOn: "2026-05-10",
    });
    expect(schedule.map((row) => row.amountPaise)).toEqual([rs(100_000), rs(150_000), 75_000_150]);
    expect(schedule.every((row) => Number.isInteger(row.amountPaise))).toBe(true);
  });

  it("leaves out rows of nothing: a token above the agreement's share, or the whole price", () => {
    const big = scheduleFromTerms(defaultBookingTerms, {
      pricePaise: rs(1_000_000),
      tokenPaise: rs(300_000),
      bookedOn: "2026-05-10",
    });
    expect(big.map((row) => [row.label, row.amountPaise])).toEqual([
      ["Token", rs(300_000)],
      ["Balance before registration", rs(700_000)],
    ]);
    const whole = scheduleFromTerms(defaultBookingTerms, {
      pricePaise: rs(1_000_000),
      tokenPaise: rs(1_000_000),
      bookedOn: "2026-05-10",
    });
    expect(whole).toEqual([{ label: "Token", dueOn: "2026-05-10", amountPaise: rs(1_000_000) }]);
    const all = scheduleFromTerms(
      { agreementDays: 30, agreementPercent: 100, balanceDays: 90 },
      { pricePaise: rs(1_000_000), tokenPaise: rs(100_000), bookedOn: "2026-05-10" },
    );
    expect(all.map((row) => row.amountPaise)).toEqual([rs(100_000), rs(900_000)]);
  });
});

describe("paymentStandings", () => {
  const schedule: ScheduledPayment[] = [
    { label: "Token", dueOn: "2026-05-10", amountPaise: rs(100_000) },
    { label: "At agreement", dueOn: "2026-06-09", amountPaise: rs(365_000) },
    { label: "Balance before registration", dueOn: "2026-08-08", amountPaise: rs(1_395_000) },
  ];
  const states = (received: number, today: string) =>
    paymentStandings(schedule, received, today).map((row) => [row.state, row.paidPaise, row.leftPaise]);

  it("fills the rows in order with the money received", () => {
    expect(states(rs(100_000), "2026-05-10")).toEqual([
      ["paid", rs(100_000), 0],
      ["due", 0, rs(365_000)],
      ["due", 0, rs(1_395_000)],
    ]);
    expect(states(rs(500_000), "2026-05-20")).toEqual([
      ["paid", rs(100_000), 0],
      ["paid", rs(365_000), 0],
      ["part-paid", rs(35_000), rs(1_360_000)],
    ]);
    expect(states(rs(1_860_000), "2027-01-01").map(([state]) => state)).toEqual(["paid", "paid", "paid"]);
  });

  it("makes a row overdue only after its due day, part paid or not", () => {
    expect(states(rs(100_000), "2026-06-09")[1]![0]).toBe("due");
    expect(states(rs(100_000), "2026-06-10")[1]).toEqual(["overdue", 0, rs(365_000)]);
    expect(states(rs(200_000), "2026-06-09")[1]).toEqual(["part-paid", rs(100_000), rs(265_000)]);
    expect(states(rs(200_000), "2026-06-10")[1]).toEqual(["overdue", rs(100_000), rs(265_000)]);
    expect(states(0, "2026-05-11").map(([state]) => state)).toEqual(["overdue", "due", "due"]);
  });

  it("keeps the schedule's rows and adds what is paid against each", () => {
    expect(paymentStandings(schedule, 0, "2026-05-10")[0]).toEqual({
      ...schedule[0],
      paidPaise: 0,
      leftPaise: rs(100_000),
      state: "due",
    });
    expect(paymentStandings([], rs(500_000), "2026-05-10")).toEqual([]);
  });
});

describe("financial years and receipt numbers", () => {
  it("puts a day in the April-to-March year it falls in", () => {
    expect(financialYear("2027-03-31")).toBe("2026-27");
    expect(financialYear("2027-04-01")).toBe("2027-28");
    expect(financialYear("2026-01-15")).toBe("2025-26");
    expect(financialYear("2026-12-31")).toBe("2026-27");
    expect(financialYear("2099-04-01")).toBe("2099-00");
    expect(financialYear("2009-06-01")).toBe("2009-10");
  });

  it("numbers a receipt within its year, four digits at least", () => {
    expect(receiptNumber("2026-27", 42)).toBe("2026-27/0042");
    expect(receiptNumber("2026-27", 1)).toBe("2026-27/0001");
    expect(receiptNumber("2026-27", 12345)).toBe("2026-27/12345");
  });
});

describe("agreedPrice", () => {
  it("is area × rate + premium − discount, in paise", () => {
    expect(agreedPrice({ areaSqft: 1200, ratePaise: rs(1550), premiumPaise: 0, discountPaise: 0 })).toBe(
      rs(1_860_000),
    );
    expect(
      agreedPrice({
        areaSqft: 1200,
        ratePaise: rs(1550),
        premiumPaise: rs(50_000),
        discountPaise: 2_500_050,
      }),
    ).toBe(rs(1_860_000) + rs(50_000) - 2_500_050);
  });
});
