import { mkdtempSync, rmSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { listEntityHistory } from "#app/domain/audit/index.server.ts";
import { BrochureStore } from "#app/domain/media/brochures.server.ts";
import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import { addPlot } from "#app/domain/plots/plot-save.server.ts";
import { findPlotByNumber } from "#app/domain/plots/plots.server.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { createBooking } from "./booking-create.server.ts";
import { bookingDocumentRows } from "./booking-documents.ts";
import {
  documentDownloadName,
  documentFileName,
  documentMessages,
  openBookingDocument,
  removeBookingDocument,
  saveBookingDocument,
} from "./booking-documents.server.ts";
import { getBooking } from "./booking-read.server.ts";

/** A one-page PDF; `note` makes each one's bytes different. */
const pdf = (note = "") =>
  Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n%${note}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    "latin1",
  );
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

const manager = { id: "00000000-0000-4000-8000-000000000001", name: "Meena", allLeads: true };
const executive = { id: "00000000-0000-4000-8000-000000000002", name: "Ravi", allLeads: false };

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

function newStore(): BrochureStore {
  const folder = mkdtempSync(join(tmpdir(), "plotsite-documents-"));
  folders.push(folder);
  return new BrochureStore(join(folder, "brochures"));
}

const storedFiles = async (store: BrochureStore) => (await readdir(store.root)).toSorted();

async function text(body: ReadableStream<Uint8Array>): Promise<string> {
  return Buffer.from(await new Response(body).arrayBuffer()).toString("latin1");
}

describe.each(testEngines)("booking documents on $name", (engine) => {
  const db = useTestDatabase(engine);
  let projects = 0;

  /** A booking of plot 23 of a new project, booked by the manager without a lead. */
  async function newBooking(): Promise<string> {
    const projectId = await testProject(db(), `Green Meadows ${++projects}`);
    const values = { ...emptyPlotValues, number: "23", areaSqft: "1200", ratePerSqft: "2400" };
    expect((await addPlot(db(), "Meena", projectId, values)).ok).toBe(true);
    const plot = (await findPlotByNumber(db(), projectId, "23"))!;
    const created = await createBooking(
      db(),
      manager,
      {
        plotId: plot.id,
        plotVersion: Number(plot.version),
        leadId: null,
        buyers: [{ name: "Priya Raman", phone: "+919876543210", address: "12 Anna Salai, Chennai", pan: "" }],
        ratePaise: 240_000,
        premiumPaise: 0,
        discountPaise: 0,
        discountReason: "",
        token: { amountPaise: 10_000_000, mode: "upi", reference: "UPI-1", receivedOn: "2026-03-02" },
      },
      { discountApprovalPaise: 0, now: new Date("2026-03-02T05:00:00Z") },
    );
    if (!created.ok) throw new Error(`booking failed: ${JSON.stringify(created)}`);
    return created.id;
  }

  const documentAudit = async (id: string) =>
    (await listEntityHistory(db(), "booking", id))
      .filter((entry) => entry.action === "booking-document")
      .map((entry) => [entry.actor, entry.summary])
      .toReversed();

  it("stores an upload, replaces it (deleting the old file), opens it and removes it, each audited", async () => {
    const store = newStore();
    const id = await newBooking();
    const first = await saveBookingDocument(db(), store, manager, id, "patta", {
      name: "C:\\fakepath\\patta.pdf",
      bytes: pdf("first"),
    });
    expect(first).toEqual({ ok: true, message: "The Patta of plot 23 is saved." });
    const [firstKey] = await storedFiles(store);

    let booking = (await getBooking(db(), id))!;
    expect(booking.documents).toMatchObject([
      { kind: "patta", fileName: "patta.pdf", uploadedBy: "Meena", fileKey: firstKey },
    ]);
    const opened = (await openBookingDocument(db(), store, id, "patta"))!;
    expect(opened.downloadName).toBe("patta-plot-23.pdf");
    expect(await text(opened.body)).toContain("%first");

    const when = new Date("2026-03-05T10:30:00Z");
    await saveBookingDocument(
      db(),
      store,
      manager,
      id,
      "deed",
      { name: "deed.pdf", bytes: pdf("deed") },
      when,
    );
    const second = await saveBookingDocument(db(), store, manager, id, "patta", {
      name: "patta-new.pdf",
      bytes: pdf("second"),
    });
    expect(second.ok).toBe(true);
    booking = (await getBooking(db(), id))!;
    const patta = booking.documents.find((d) => d.kind === "patta")!;
    expect(patta.fileName).toBe("patta-new.pdf");
    expect(await storedFiles(store)).not.toContain(firstKey);
    expect(await storedFiles(store)).toHaveLength(2);
    expect(await text((await openBookingDocument(db(), store, id, "patta"))!.body)).toContain("%second");
    // The page's rows come in the checklist's order, their times in India time.
    expect(bookingDocumentRows(booking.documents.toReversed())).toEqual([
      expect.objectContaining({ kind: "patta", fileName: "patta-new.pdf" }),
      { kind: "deed", fileName: "deed.pdf", uploadedBy: "Meena", uploadedAtText: "Mar 5, 2026, 4:00 PM" },
    ]);

    expect(await removeBookingDocument(db(), store, manager, id, "patta")).toEqual({
      ok: true,
      message: "The Patta of plot 23 was removed.",
    });
    expect((await getBooking(db(), id))!.documents.map((d) => d.kind)).toEqual(["deed"]);
    expect(await storedFiles(store)).toHaveLength(1);
    expect(await openBookingDocument(db(), store, id, "patta")).toBeNull();
    expect(await removeBookingDocument(db(), store, manager, id, "patta")).toEqual({
      ok: false,
      message: documentMessages.notThere("Patta"),
    });

    expect(await documentAudit(id)).toEqual([
      ["Meena", "Added the Patta of plot 23 (patta.pdf)"],
      ["Meena", "Added the Sale deed of plot 23 (deed.pdf)"],
      ["Meena", "Replaced the Patta of plot 23 (patta-new.pdf)"],
      ["Meena", "Removed the Patta of plot 23 (patta-new.pdf)"],
    ]);
  });

  it("refuses a file that is not a readable PDF, naming why, and stores nothing", async () => {
    const store = newStore();
    const id = await newBooking();
    const refused = (bytes: Uint8Array) =>
      saveBookingDocument(db(), store, manager, id, "encumbrance", { name: "ec.pdf", bytes });
    expect(await refused(png)).toEqual({
      ok: false,
      message: "The Encumbrance certificate must be a PDF file: save the scan as a PDF and upload that.",
    });
    expect(await refused(new Uint8Array())).toEqual({
      ok: false,
      message: "The Encumbrance certificate file is empty.",
    });
    expect(await refused(Buffer.from("%PDF-1.4 but nothing else"))).toEqual({
      ok: false,
      message: "The Encumbrance certificate could not be read as a PDF; it may be damaged.",
    });
    expect(await refused(new Uint8Array(20 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      message: "The Encumbrance certificate must be 20 MB or smaller.",
    });
    expect((await getBooking(db(), id))!.documents).toEqual([]);
    expect(await storedFiles(store).catch(() => [])).toEqual([]);
    expect(await documentAudit(id)).toEqual([]);
  });

  it("refuses a sales executive another's booking, and any change to a cancelled booking", async () => {
    const store = newStore();
    const id = await newBooking();
    const upload = (actor: typeof manager) =>
      saveBookingDocument(db(), store, actor, id, "fmb", { name: "fmb.pdf", bytes: pdf() });
    expect(await upload(executive)).toEqual({ ok: false, message: documentMessages.notYours });
    expect((await upload(manager)).ok).toBe(true);
    await db().updateTable("bookings").set({ status: "cancelled" }).where("id", "=", id).execute();
    expect(await upload(manager)).toEqual({ ok: false, message: documentMessages.cancelled });
    expect(await removeBookingDocument(db(), store, manager, id, "fmb")).toEqual({
      ok: false,
      message: documentMessages.cancelled,
    });
    // The refused upload's file was not kept; the received one still opens.
    expect(await storedFiles(store)).toHaveLength(1);
    expect(await openBookingDocument(db(), store, id, "fmb")).not.toBeNull();
    expect(
      await saveBookingDocument(db(), store, manager, "not-an-id", "fmb", { name: "x.pdf", bytes: pdf() }),
    ).toEqual({ ok: false, message: documentMessages.gone });
  });
});

describe("document names", () => {
  it("keeps the name staff gave, without folders or control characters", () => {
    expect(documentFileName("C:\\Users\\meena\\Patta scan.pdf", "patta")).toBe("Patta scan.pdf");
    expect(documentFileName("../../etc/passwd", "chitta")).toBe("passwd");
    expect(documentFileName(" \u0007 ", "chitta")).toBe("chitta.pdf");
  });

  it("offers the download as plain ASCII", () => {
    expect(documentDownloadName("agreement", "B-12/A")).toBe("agreement-plot-B-12-A.pdf");
    expect(documentDownloadName("deed", "௧௨")).toBe("deed-plot-unnumbered.pdf");
  });
});
