import { describe, expect, it } from "vitest";

import {
  costFormMessages as m,
  percentToBasisPoints,
  readChargesForm,
  readGuidelineForm,
  readRateForm,
} from "./cost-forms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const source = "Tamil Nadu Registration Department (tnreginet.gov.in)";

describe("percentToBasisPoints", () => {
  it("reads a percent of at most two decimals as basis points", () => {
    expect(percentToBasisPoints("7")).toBe(700);
    expect(percentToBasisPoints("1.5")).toBe(150);
    expect(percentToBasisPoints("0.25")).toBe(25);
    expect(percentToBasisPoints("2 %")).toBe(200);
    expect(percentToBasisPoints("0")).toBe(0);
    expect(percentToBasisPoints("100")).toBe(10_000);
  });

  it("refuses more decimals, more than 100, and what is not a number", () => {
    for (const typed of ["7.255", "100.01", "101", "", "seven", "-1", "7.", ".5", "1,5"])
      expect(percentToBasisPoints(typed), typed).toBeNull();
  });
});

describe("readRateForm", () => {
  const rate = (overrides: Record<string, string> = {}) =>
    form({
      kind: "registration",
      percent: "3",
      valueLimit: "",
      from: "2026-04-01",
      to: "",
      source,
      ...overrides,
    });

  it("reads a rate in basis points, with its limit in rupees and its days", () => {
    expect(readRateForm(rate())).toEqual({
      ok: true,
      value: {
        kind: "registration",
        basisPoints: 300,
        valueLimit: null,
        from: "2026-04-01",
        to: null,
        source,
      },
    });
    const women = rate({
      kind: "registration-women",
      percent: "1",
      valueLimit: "₹ 10,00,000",
      to: "2027-03-31",
    });
    expect(readRateForm(women)).toMatchObject({
      ok: true,
      value: { kind: "registration-women", basisPoints: 100, valueLimit: 1_000_000, to: "2027-03-31" },
    });
  });

  it("refuses each field on its own, with its message", () => {
    const refusals: [Record<string, string>, string, string][] = [
      [{ kind: "" }, "kind", m.kind],
      [{ kind: "transfer-duty" }, "kind", m.kind],
      [{ percent: "" }, "percent", m.percent],
      [{ percent: "7.255" }, "percent", m.percent],
      [{ percent: "120" }, "percent", m.percent],
      [{ valueLimit: "ten lakh" }, "valueLimit", m.valueLimit],
      [{ valueLimit: "0" }, "valueLimit", m.valueLimit],
      [{ valueLimit: "12.5" }, "valueLimit", m.valueLimit],
      [{ from: "" }, "from", m.from],
      [{ from: "2026-02-30" }, "from", m.from],
      [{ to: "2026-03-31" }, "to", m.to],
      [{ to: "31/03/2027" }, "to", m.to],
      [{ source: "  " }, "source", m.source],
      [{ source: "x".repeat(301) }, "source", m.source],
    ];
    for (const [fields, field, message] of refusals)
      expect(readRateForm(rate(fields)), JSON.stringify(fields)).toEqual({
        ok: false,
        errors: { [field]: message },
      });
  });

  it("takes a last day equal to the first, and a source of 300 characters", () => {
    expect(readRateForm(rate({ to: "2026-04-01", source: "x".repeat(300) })).ok).toBe(true);
  });
});

describe("readGuidelineForm", () => {
  const value = (overrides: Record<string, string> = {}) =>
    form({ rupeesPerSqft: "2,400", from: "2026-04-01", source, ...overrides });

  it("reads whole rupees a sq.ft from a day", () => {
    expect(readGuidelineForm(value())).toEqual({
      ok: true,
      value: { rupeesPerSqft: 2400, from: "2026-04-01", source },
    });
    expect(readGuidelineForm(value({ rupeesPerSqft: "10,00,000" })).ok).toBe(true);
  });

  it("refuses each field on its own, with its message", () => {
    const refusals: [Record<string, string>, string, string][] = [
      [{ rupeesPerSqft: "" }, "rupeesPerSqft", m.guidelineRupees],
      [{ rupeesPerSqft: "0" }, "rupeesPerSqft", m.guidelineRupees],
      [{ rupeesPerSqft: "1000001" }, "rupeesPerSqft", m.guidelineRupees],
      [{ rupeesPerSqft: "2400.50" }, "rupeesPerSqft", m.guidelineRupees],
      [{ from: "April 2026" }, "from", m.from],
      [{ source: "" }, "source", m.source],
    ];
    for (const [fields, field, message] of refusals)
      expect(readGuidelineForm(value(fields)), JSON.stringify(fields)).toEqual({
        ok: false,
        errors: { [field]: message },
      });
  });
});

describe("readChargesForm", () => {
  it("reads the rows in order and leaves the empty ones out", () => {
    const charges = form({
      "name-0": " EB connection ",
      "rupees-0": "45,000",
      "per-0": "plot",
      "name-1": "",
      "rupees-1": "",
      "per-1": "plot",
      "name-2": "Corpus fund",
      "rupees-2": "50",
      "per-2": "sqft",
      "name-3": "Documentation",
      "rupees-3": "0",
      "per-3": "plot",
    });
    expect(readChargesForm(charges)).toEqual({
      ok: true,
      value: [
        { name: "EB connection", rupees: 45_000, per: "plot" },
        { name: "Corpus fund", rupees: 50, per: "sqft" },
        { name: "Documentation", rupees: 0, per: "plot" },
      ],
    });
    expect(readChargesForm(form({ "per-0": "plot" }))).toEqual({ ok: true, value: [] });
  });

  it("refuses each field of a row on its own, with its message", () => {
    const row = { "name-1": "Water connection", "rupees-1": "15000", "per-1": "plot" };
    const refusals: [Record<string, string>, string, string][] = [
      [{ "name-1": "" }, "name-1", m.chargeName],
      [{ "name-1": "x".repeat(61) }, "name-1", m.chargeName],
      [{ "rupees-1": "" }, "rupees-1", m.chargeRupees],
      [{ "rupees-1": "-5" }, "rupees-1", m.chargeRupees],
      [{ "rupees-1": "10000001" }, "rupees-1", m.chargeRupees],
      [{ "per-1": "acre" }, "per-1", m.chargePer],
    ];
    for (const [fields, field, message] of refusals)
      expect(readChargesForm(form({ ...row, ...fields })), JSON.stringify(fields)).toEqual({
        ok: false,
        errors: { [field]: message },
      });
  });

  it("reads twelve rows at most", () => {
    const fields: Record<string, string> = {};
    for (let n = 0; n < 13; n++)
      Object.assign(fields, { [`name-${n}`]: `Charge ${n}`, [`rupees-${n}`]: "1", [`per-${n}`]: "plot" });
    const read = readChargesForm(form(fields));
    expect(read.ok && read.value.map((charge) => charge.name).at(-1)).toBe("Charge 11");
    expect(read.ok && read.value).toHaveLength(12);
  });
});
