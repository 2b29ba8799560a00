import { describe, expect, it } from "vitest";

import {
  guessMapping,
  leadImportMessages,
  mappingForHeader,
  mappingProblem,
  parseSheetDate,
  rememberedMapping,
} from "./lead-import.ts";

describe("reading a spreadsheet's dates as India time", () => {
  it.each([
    ["2026-11-28", "2026-11-27T18:30:00.000Z"],
    ["2026-11-28 14:30", "2026-11-28T09:00:00.000Z"],
    ["2026-11-28T14:30:15", "2026-11-28T09:00:00.000Z"],
    ["2026-11-28T14:30:00+05:30", "2026-11-28T09:00:00.000Z"],
    ["2026-11-28T09:00:00Z", "2026-11-28T09:00:00.000Z"],
    ["28/11/2026", "2026-11-27T18:30:00.000Z"],
    ["28-11-2026 2:30 PM", "2026-11-28T09:00:00.000Z"],
    ["28.11.2026, 12:05 am", "2026-11-27T18:35:00.000Z"],
    ["28-Nov-2026", "2026-11-27T18:30:00.000Z"],
    ["28 November 2026 14:30", "2026-11-28T09:00:00.000Z"],
  ])("reads %s", (text, iso) => {
    expect(parseSheetDate(text)?.toISOString()).toBe(iso);
  });

  it.each([
    "31/11/2026",
    "2026-13-01",
    "28/11/26",
    "yesterday",
    "28-Nov-2026 25:00",
    "13:00 PM 28/11/2026",
    "",
  ])("refuses %j", (text) => {
    expect(parseSheetDate(text)).toBeNull();
  });
});

describe("mapping a file's columns to a lead's fields", () => {
  const magicBricks = ["Lead Date", "Customer Name", "Mobile No", "Email ID", "Project Name", "Requirement"];

  it("guesses each field from the header as the portals name them", () => {
    expect(guessMapping(magicBricks)).toEqual({
      receivedAt: 0,
      name: 1,
      phone: 2,
      email: 3,
      project: 4,
      message: 5,
    });
    expect(guessMapping(["Full_Name", "PHONE", "Campaign Name"])).toEqual({ name: 0, phone: 1, campaign: 2 });
  });

  it("lays a remembered mapping on a new file by the columns' names, wherever they moved", () => {
    const remembered = rememberedMapping(["Buyer", "Cell", "Site"], { name: 0, phone: 1, project: 2 });
    expect(remembered).toEqual({ name: "Buyer", phone: "Cell", project: "Site" });
    expect(mappingForHeader(["Site", "Notes", "Cell", "Buyer"], remembered)).toEqual({
      project: 0,
      phone: 2,
      name: 3,
      message: 1,
    });
    // A column gone since: that field is guessed again, or left out.
    expect(mappingForHeader(["Name", "Cell"], remembered)).toEqual({ name: 0, phone: 1 });
  });

  it("needs the name and the phone, each column used once", () => {
    expect(mappingProblem({ name: 0 })).toBe(leadImportMessages.unmapped("Phone"));
    expect(mappingProblem({ phone: 1 })).toBe(leadImportMessages.unmapped("Name"));
    expect(mappingProblem({ name: 0, phone: 0 })).toBe(leadImportMessages.mappedTwice);
    expect(mappingProblem({ name: 0, phone: 1, email: 2 })).toBeNull();
  });
});
