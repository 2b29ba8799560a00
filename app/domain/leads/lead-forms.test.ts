import { describe, expect, it } from "vitest";

import { fieldErrors } from "#app/lib/form-errors.ts";
import {
  contactSchema,
  enquirySchema,
  formValues,
  readFormValues,
  sitePath,
  siteVisitSchema,
  siteVisitSchemaAt,
} from "./lead-forms.ts";
import { messages } from "./lead-options.ts";

const projectId = "0b6f8f0e-8d3f-4c4e-9a55-3f1d2a7b9c10";

function enquiryErrors(values: Record<string, string>) {
  const result = enquirySchema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}

describe("enquirySchema", () => {
  it("accepts the two required fields alone and fills in the rest", () => {
    expect(enquirySchema.parse({ name: " Priya Raman ", phone: "98765 43210" })).toEqual({
      name: "Priya Raman",
      phone: "+919876543210",
      email: null,
      location: null,
      budget: null,
      message: "",
      projectId: null,
      plot: null,
      page: "/",
    });
  });

  it("keeps every field of a complete enquiry", () => {
    const parsed = enquirySchema.parse({
      name: "Priya Raman",
      phone: "+91 98765 43210",
      email: " priya@example.in ",
      location: "Coimbatore",
      budget: "25-50L",
      message: "Looking for an east facing plot.",
      projectId,
      plot: "23",
      page: "/project/" + projectId,
      js: "1",
      website: "",
    });
    expect(parsed).toEqual({
      name: "Priya Raman",
      phone: "+919876543210",
      email: "priya@example.in",
      location: "Coimbatore",
      budget: "25-50L",
      message: "Looking for an east facing plot.",
      projectId,
      plot: "23",
      page: `/project/${projectId}`,
    });
  });

  it("asks for the name and a valid phone number", () => {
    expect(enquiryErrors({})).toEqual({ name: messages.name, phone: messages.phone });
    expect(enquiryErrors({ name: "   ", phone: "12345" })).toEqual({
      name: messages.name,
      phone: messages.phone,
    });
  });

  it("accepts an empty email but not a malformed one", () => {
    expect(enquiryErrors({ name: "A", phone: "9876543210", email: "" })).toEqual({});
    expect(enquiryErrors({ name: "A", phone: "9876543210", email: "priya@" })).toEqual({
      email: messages.email,
    });
    expect(enquiryErrors({ name: "A", phone: "9876543210", email: "priya@example" })).toEqual({
      email: messages.email,
    });
  });

  it("takes only the listed locations and budgets", () => {
    expect(enquiryErrors({ name: "A", phone: "9876543210", location: "Mumbai", budget: "1 Cr" })).toEqual({
      location: messages.location,
      budget: messages.budget,
    });
    for (const location of ["Chennai", "Bangalore", "Coimbatore", "Madurai", "Salem"]) {
      for (const budget of ["5-10L", "10-25L", "25-50L", "50L+"]) {
        expect(enquiryErrors({ name: "A", phone: "9876543210", location, budget })).toEqual({});
      }
    }
  });

  it("limits the message and the name", () => {
    expect(enquiryErrors({ name: "A".repeat(101), phone: "9876543210", message: "x".repeat(2001) })).toEqual({
      name: messages.nameLength,
      message: messages.messageLength,
    });
    expect(enquiryErrors({ name: "A", phone: "9876543210", message: "x".repeat(2000) })).toEqual({});
  });

  it("drops a project id that is not an id, and a page that is not on this site", () => {
    const parsed = enquirySchema.parse({
      name: "A",
      phone: "9876543210",
      projectId: "1 or 1=1",
      page: "https://evil.example/",
    });
    expect(parsed.projectId).toBeNull();
    expect(parsed.page).toBe("/");
  });
});

describe("contactSchema", () => {
  const valid = {
    name: "Karthik S",
    phone: "044 2345 6789",
    email: "karthik@example.in",
    message: "Please call me about documentation.",
  };

  it("accepts a message without a subject", () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, phone: "+914423456789", subject: null });
  });

  it("takes only the listed subjects", () => {
    for (const subject of [
      "Plot Inquiry",
      "Site Visit Request",
      "Investment Consultation",
      "Documentation Support",
      "Other",
    ]) {
      expect(contactSchema.parse({ ...valid, subject }).subject).toBe(subject);
    }
    const result = contactSchema.safeParse({ ...valid, subject: "Loans" });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ subject: messages.subject });
  });

  it("requires name, phone, email and message, each with its own message", () => {
    const result = contactSchema.safeParse({ name: "", phone: "", email: "", message: " " });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({
      name: messages.name,
      phone: messages.phone,
      email: messages.emailRequired,
      message: messages.messageRequired,
    });
    const badEmail = contactSchema.safeParse({ ...valid, email: "karthik at example.in" });
    expect(badEmail.success ? {} : fieldErrors(badEmail.error)).toEqual({ email: messages.email });
  });
});

describe("sitePath", () => {
  it.each([
    ["/", "/"],
    ["/project/abc", "/project/abc"],
    ["/contact?sent=1#top", "/contact"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["/.//evil.example", "/"],
    ["/%2e//evil.example", "/"],
    ["/x/..//evil.example", "/"],
    ["/./\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["contact", "/"],
    ["", "/"],
  ])("turns %j into %j", (input, expected) => {
    expect(sitePath(input)).toBe(expected);
  });

  it("turns anything that is not text into the home page", () => {
    expect(sitePath(undefined)).toBe("/");
    expect(sitePath(42)).toBe("/");
  });
});

describe("formValues", () => {
  it("keeps the first text value of each field and ignores files", () => {
    const form = new FormData();
    form.append("name", "Priya");
    form.append("name", "Someone else");
    form.append("file", new Blob(["x"]), "x.txt");
    expect(formValues(form)).toEqual({ name: "Priya" });
  });
});

describe("readFormValues", () => {
  it("reads a posted form", async () => {
    const request = new Request("http://site.invalid/enquiry", {
      method: "POST",
      body: new URLSearchParams({ name: "Priya", phone: "9876543210" }),
    });
    expect(await readFormValues(request)).toEqual({ name: "Priya", phone: "9876543210" });
  });

  it("reads the values without NUL, which PostgreSQL text cannot hold", async () => {
    const request = new Request("http://site.invalid/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "name=Priya%00Raman&phone=98765%0043210",
    });
    expect(await readFormValues(request)).toEqual({ name: "PriyaRaman", phone: "9876543210" });
  });

  it("refuses a body that is not a form with 415", async () => {
    const request = new Request("http://site.invalid/enquiry", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Priya" }),
    });
    await expect(readFormValues(request)).rejects.toMatchObject({ status: 415 });
  });
});

describe("siteVisitSchema", () => {
  // 01:30 on 24 November 2026 in India (still the 23rd in UTC).
  const schema = siteVisitSchemaAt(() => new Date("2026-11-23T20:00:00Z"));
  const valid = {
    name: "Priya Raman",
    phone: "98765 43210",
    visitDate: "2026-12-05",
    timeSlot: "morning",
    visitors: "3",
    pickup: "yes",
    projectId,
    page: `/project/${projectId}`,
  };
  const errors = (values: Record<string, string>) => {
    const result = schema.safeParse(values);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("accepts a complete request", () => {
    expect(schema.parse(valid)).toEqual({
      name: "Priya Raman",
      phone: "+919876543210",
      visitDate: "2026-12-05",
      timeSlot: "morning",
      visitors: 3,
      pickup: true,
      projectId,
      plot: null,
      page: `/project/${projectId}`,
    });
  });

  it("carries the plot asked about, dropping an overlong one", () => {
    expect(schema.parse({ ...valid, plot: " B-12 " }).plot).toBe("B-12");
    expect(schema.parse({ ...valid, plot: "x".repeat(21) }).plot).toBeNull();
  });

  it("takes today (in India) up to 60 days ahead, and refuses other days", () => {
    expect(errors({ ...valid, visitDate: "2026-11-24" })).toEqual({});
    expect(errors({ ...valid, visitDate: "2027-01-23" })).toEqual({});
    expect(errors({ ...valid, visitDate: "2026-11-23" })).toEqual({ visitDate: messages.visitDatePast });
    expect(errors({ ...valid, visitDate: "2027-01-24" })).toEqual({ visitDate: messages.visitDateTooFar });
    for (const visitDate of ["", "2026-02-30", "5 December", "2026-12-5"]) {
      expect(errors({ ...valid, visitDate })).toEqual({ visitDate: messages.visitDate });
    }
  });

  it("reads the clock at each check", () => {
    expect(siteVisitSchema.safeParse({ ...valid, visitDate: "2020-01-01" }).success).toBe(false);
  });

  it("takes the three slots only", () => {
    for (const timeSlot of ["morning", "afternoon", "evening"]) {
      expect(errors({ ...valid, timeSlot })).toEqual({});
    }
    expect(errors({ ...valid, timeSlot: "night" })).toEqual({ timeSlot: messages.timeSlot });
    expect(errors({ ...valid, timeSlot: "" })).toEqual({ timeSlot: messages.timeSlot });
  });

  it("takes 1 to 20 visitors, whole numbers only", () => {
    expect(schema.parse({ ...valid, visitors: "1" }).visitors).toBe(1);
    expect(schema.parse({ ...valid, visitors: " 20 " }).visitors).toBe(20);
    for (const visitors of ["0", "21", "2.5", "-1", "", "two", "1e1"]) {
      expect(errors({ ...valid, visitors })).toEqual({ visitors: messages.visitors });
    }
  });

  it("reads the pickup checkbox: ticked or absent", () => {
    expect(schema.parse(valid).pickup).toBe(true);
    const { pickup: _, ...withoutPickup } = valid;
    expect(schema.parse(withoutPickup).pickup).toBe(false);
  });

  it("asks for the name and phone and drops a forged project or page", () => {
    expect(errors({ ...valid, name: "", phone: "123" })).toEqual({
      name: messages.name,
      phone: messages.phone,
    });
    const parsed = schema.parse({ ...valid, projectId: "nope", page: "https://evil.example/" });
    expect(parsed.projectId).toBeNull();
    expect(parsed.page).toBe("/");
  });
});
