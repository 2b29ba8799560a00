import { describe, expect, it } from "vitest";

import { csvText, guardCell, quoteField } from "./csv.ts";

describe("CSV cells", () => {
  it("guards formula starts, tabs and carriage returns", () => {
    expect(guardCell("=1+1")).toBe("'=1+1");
    expect(guardCell("+91")).toBe("'+91");
    expect(guardCell("-5")).toBe("'-5");
    expect(guardCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(guardCell("\tx")).toBe("'\tx");
    expect(guardCell("\rx")).toBe("'\rx");
    expect(guardCell("Priya")).toBe("Priya");
    expect(guardCell("")).toBe("");
  });

  it("quotes only what RFC 4180 needs quoted", () => {
    expect(quoteField("plain")).toBe("plain");
    expect(quoteField("a,b")).toBe('"a,b"');
    expect(quoteField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteField("a\nb")).toBe('"a\nb"');
    expect(quoteField(" padded")).toBe('" padded"');
  });

  it("quotes semicolons, so Excel in a locale that splits on them keeps the cell whole", () => {
    expect(quoteField("Plot 12; corner")).toBe('"Plot 12; corner"');
    expect(quoteField('a;b,"c"\r\nd')).toBe('"a;b,""c""\r\nd"');
  });

  it("writes a file Excel reads: byte-order mark, quoted cells, CRLF lines", () => {
    expect(
      csvText([
        ["Plot", "Note"],
        ["12", "corner, east"],
      ]),
    ).toBe('\uFEFFPlot,Note\r\n12,"corner, east"\r\n');
  });
});
