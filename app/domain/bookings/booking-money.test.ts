import { describe, expect, it } from "vitest";

import { amountInWords, formatPaise, formatPaiseInFull, parseRupees, rupeesValue } from "./booking-money.ts";

describe("parseRupees", () => {
  it("reads rupees typed with Indian or plain grouping, or none, into whole paise", () => {
    expect(parseRupees("1,50,000")).toBe(15_000_000);
    expect(parseRupees("150,000")).toBe(15_000_000);
    expect(parseRupees("150000")).toBe(15_000_000);
    expect(parseRupees(" ₹ 1,50,000 ")).toBe(15_000_000);
    expect(parseRupees("₹18,60,000")).toBe(186_000_000);
    expect(parseRupees("0")).toBe(0);
  });

  it("keeps up to two decimals exactly, never through a float", () => {
    expect(parseRupees("150000.5")).toBe(15_000_050);
    expect(parseRupees("150000.50")).toBe(15_000_050);
    expect(parseRupees("0.07")).toBe(7);
    expect(parseRupees("1,50,000.05")).toBe(15_000_005);
    // 0.1 + 0.2 in floats is not 0.3; in paise the sum is exact.
    expect(parseRupees("0.10")! + parseRupees("0.20")!).toBe(parseRupees("0.30"));
  });

  it("answers null for what is not an amount", () => {
    for (const text of [
      "abc",
      "1.234",
      "",
      "  ",
      "-500",
      "1,5,0000",
      "1,50,00,0",
      "1.",
      ".5",
      "1e5",
      "₹",
      "1 000",
    ]) {
      expect(parseRupees(text), text).toBeNull();
    }
  });

  it("answers null beyond what a number holds exactly", () => {
    expect(parseRupees("9".repeat(20))).toBeNull();
  });
});

describe("showing paise", () => {
  it("shows a summary in lakh and crore, and smaller sums in full", () => {
    expect(formatPaise(186_000_000)).toBe("₹ 18.6 L");
    expect(formatPaise(1_200_000_000)).toBe("₹ 1.2 Cr");
    expect(formatPaise(8_500_000)).toBe("₹ 85,000");
  });

  it("shows a receipt's amount to the paisa, grouped the Indian way", () => {
    expect(formatPaiseInFull(15_000_000)).toBe("₹ 1,50,000");
    expect(formatPaiseInFull(15_000_050)).toBe("₹ 1,50,000.50");
    expect(formatPaiseInFull(186_000_005)).toBe("₹ 18,60,000.05");
    expect(formatPaiseInFull(1_234_567_890)).toBe("₹ 1,23,45,678.90");
    expect(formatPaiseInFull(7)).toBe("₹ 0.07");
    expect(formatPaiseInFull(0)).toBe("₹ 0");
  });

  it("gives a form back the rupees it reads again", () => {
    expect(rupeesValue(15_000_000)).toBe("150000");
    expect(rupeesValue(15_000_050)).toBe("150000.50");
    expect(rupeesValue(7)).toBe("0.07");
    for (const paise of [0, 7, 15_000_050, 186_000_000]) expect(parseRupees(rupeesValue(paise))).toBe(paise);
  });
});

describe("amountInWords", () => {
  it("writes rupees in the Indian system", () => {
    expect(amountInWords(15_000_000)).toBe("Rupees One Lakh Fifty Thousand only");
    expect(amountInWords(186_000_000)).toBe("Rupees Eighteen Lakh Sixty Thousand only");
    expect(amountInWords(100)).toBe("Rupees One only");
    expect(amountInWords(2_100)).toBe("Rupees Twenty-One only");
    expect(amountInWords(100_000)).toBe("Rupees One Thousand only");
    expect(amountInWords(99_999_900)).toBe(
      "Rupees Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine only",
    );
  });

  it("writes crores, also more than a hundred of them", () => {
    expect(amountInWords(1_000_000_000)).toBe("Rupees One Crore only");
    expect(amountInWords(1_234_567_800)).toBe(
      "Rupees One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight only",
    );
    expect(amountInWords(150 * 10_000_000 * 100)).toBe("Rupees One Hundred Fifty Crore only");
  });

  it("writes the paise after the rupees", () => {
    expect(amountInWords(1_050)).toBe("Rupees Ten and Paise Fifty only");
    expect(amountInWords(15_000_005)).toBe("Rupees One Lakh Fifty Thousand and Paise Five only");
    expect(amountInWords(0)).toBe("Rupees Zero only");
  });
});
