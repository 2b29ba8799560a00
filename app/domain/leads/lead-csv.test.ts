import { describe, expect, it } from "vitest";

import { formatIsoDateTime } from "#app/lib/india-time.ts";
import { csvHeader, leadsCsv, leadsCsvFilename, phoneCell } from "./lead-csv.ts";
import type { LeadExportRow } from "./lead-inbox.server.ts";

function lead(overrides: Partial<LeadExportRow> = {}): LeadExportRow {
  return {
    id: "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10",
    kind: "enquiry",
    name: "Priya Raman",
    phone: "+919876543210",
    email: "priya@example.in",
    status: "New",
    projectId: null,
    projectName: "Green Meadows",
    plotId: null,
    plotNumber: null,
    assignedTo: null,
    assignedName: "Arun Kumar",
    firstResponseAt: null,
    spam: false,
    spamReason: null,
    earlierLeads: 0,
    source: "website",
    campaign: null,
    personId: null,
    alertState: "sent",
    createdAt: new Date("2026-03-01T10:00:00.000Z"),
    message: "East facing please",
    details: { location: "Coimbatore", budget: "25-50L" },
    page: "/project/x",
    utm: { utm_source: "google", utm_medium: "cpc", utm_campaign: "diwali" },
    referrer: "https://www.google.com/",
    ...overrides,
  };
}

describe("leadsCsv", () => {
  it("starts with a byte-order mark and the header, with CRLF line ends", () => {
    const csv = leadsCsv([]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toBe(`\uFEFF${csvHeader.join(",")}\r\n`);
    expect(csvHeader.join(",")).toBe(
      "Received (IST),Kind,Status,Name,Phone,E-mail,Project,Location,Budget,Subject,Preferred date," +
        "Time slot,Visitors,Pickup,Message,Assigned to,Page,UTM source,UTM medium,UTM campaign,Referrer,Spam reason",
    );
  });

  it("writes one row per lead in India time, the phone as a text formula", () => {
    const lines = leadsCsv([lead()]).split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe("");
    expect(lines[1]).toBe(
      [
        "2026-03-01 15:30",
        "Enquiry",
        "New",
        "Priya Raman",
        '"=""+919876543210"""',
        "priya@example.in",
        "Green Meadows",
        "Coimbatore",
        "25-50L",
        "",
        "",
        "",
        "",
        "",
        "East facing please",
        "Arun Kumar",
        "/project/x",
        "google",
        "cpc",
        "diwali",
        "https://www.google.com/",
        "",
      ].join(","),
    );
  });

  it("quotes commas, quotes and line breaks, and keeps Unicode", () => {
    const csv = leadsCsv([
      lead({
        name: 'Ravi, "RK" Kumar',
        message: "Line one\r\nLine two",
        details: {
          subject: "Plot Inquiry",
          visitDate: "2026-03-05",
          timeSlot: "Morning",
          visitors: "3",
          pickup: "Yes",
        },
        projectName: "தென்றல் நகர்",
        kind: "site-visit",
        spam: true,
        spamReason: "honeypot",
      }),
    ]);
    const row = csv.split("\r\n").slice(1).join("\r\n");
    expect(row).toContain('"Ravi, ""RK"" Kumar"');
    expect(row).toContain('"Line one\r\nLine two"');
    expect(row).toContain("தென்றல் நகர்");
    expect(row).toContain("Site visit request");
    expect(row).toContain("Plot Inquiry,2026-03-05,Morning,3,Yes");
    expect(row).toContain("Filled the hidden field");
  });

  it("guards every other cell that would start a formula", () => {
    const csv = leadsCsv([
      lead({ name: '=HYPERLINK("http://evil")', message: "+1 great", email: "@x", referrer: "-2+3" }),
    ]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain("'+1 great");
    expect(csv).toContain("'@x");
    expect(csv).toContain("'-2+3");
  });
});

describe("cells", () => {
  it("keeps an E.164 number as text, and guards anything else in the phone column", () => {
    expect(phoneCell("+919876543210")).toBe('="+919876543210"');
    expect(phoneCell('+91" & x')).toBe(`'+91" & x`);
  });

  it("quotes semicolons, so Excel in a locale that splits on them keeps the cell whole", () => {
    const csv = leadsCsv([lead({ message: "Call after 6; not before" })]);
    expect(csv).toContain('"Call after 6; not before"');
  });

  it("dates the file and the rows in India time", () => {
    expect(formatIsoDateTime(new Date("2026-03-01T18:45:00.000Z"))).toBe("2026-03-02 00:15");
    expect(leadsCsvFilename(new Date("2026-03-01T18:45:00.000Z"))).toBe("leads-2026-03-02.csv");
  });
});
