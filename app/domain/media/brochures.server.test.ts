import { mkdtempSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

import {
  BrochureError,
  BrochureStore,
  brochureFileName,
  brochureLinkMs,
  brochureMaxBytes,
  brochureMessages,
  brochureProblem,
  brochureResponse,
  isBrochureKey,
  checkBrochure,
  signBrochureToken,
  verifyBrochureToken,
} from "./brochures.server.ts";

/** The smallest valid PDF: one empty page. */
export const minimalPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

describe("brochure check", () => {
  it("accepts a real PDF", () => {
    expect(brochureProblem(minimalPdf)).toBeNull();
  });

  it("refuses a PNG or a text file, whatever the name", () => {
    expect(brochureProblem(png)).toBe(brochureMessages.notPdf);
    expect(brochureProblem(Buffer.from("Just some notes, saved as notes.pdf"))).toBe(brochureMessages.notPdf);
    expect(brochureProblem(Buffer.from("%PD"))).toBe(brochureMessages.notPdf);
  });

  it("refuses an empty file and one over 20 MB", () => {
    expect(brochureProblem(new Uint8Array())).toBe(brochureMessages.empty);
    const big = Buffer.alloc(brochureMaxBytes + 1);
    minimalPdf.copy(big);
    expect(brochureProblem(big)).toBe("The brochure must be 20 MB or smaller.");
    expect(brochureProblem(big.subarray(0, brochureMaxBytes))).toBeNull();
  });
});

/** A one-page PDF whose catalogue runs JavaScript when a viewer opens it. */
const pdfWithJavaScript = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n" +
    "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

describe("brochure parse check", () => {
  it("accepts a PDF that parses with a page", async () => {
    expect(await checkBrochure(minimalPdf)).toBeNull();
    expect(await checkBrochure(pdfWithJavaScript)).toBeNull();
  });

  it("refuses a file that only starts like a PDF", async () => {
    const zip = Buffer.concat([Buffer.from("PK\x03\x04\x14\x00", "latin1"), Buffer.alloc(100)]);
    expect(await checkBrochure(zip)).toBe(brochureMessages.notPdf);
    for (const fake of [
      Buffer.from("%PDF-"),
      Buffer.from("%PDF-1.7\n%%EOF\n"),
      Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from("PK\x03\x04 an archive renamed .pdf", "latin1")]),
      minimalPdf.subarray(0, 60),
    ]) {
      expect(await checkBrochure(fake)).toBe(brochureMessages.unreadable);
    }
  });

  it("refuses a PDF without a page", async () => {
    const empty = Buffer.from(
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
        "trailer<</Root 1 0 R>>\n%%EOF\n",
      "latin1",
    );
    expect(await checkBrochure(empty)).toBe(brochureMessages.unreadable);
  });
});

describe("BrochureStore", () => {
  it("stores a PDF under a fresh key, reads it back and deletes it", async () => {
    const root = join(mkdtempSync(join(tmpdir(), "brochures-")), "brochures");
    const store = new BrochureStore(root);
    const key = await store.put(minimalPdf);
    expect(key).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(join(root, key))).toEqual(minimalPdf);
    expect(await readdir(root)).toEqual([key]);

    const response = await brochureResponse(store, { name: "Green Meadows Oragadam", brochure: key });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="green-meadows-oragadam-brochure.pdf"',
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(minimalPdf);

    await store.delete(key);
    expect(await readdir(root)).toEqual([]);
    expect(await store.open(key)).toBeNull();
    expect((await brochureResponse(store, { name: "X", brochure: key })).status).toBe(404);
    expect((await brochureResponse(store, { name: "X", brochure: "" })).status).toBe(404);
  });

  it("refuses what is not a PDF and never leaves the folder", async () => {
    const store = new BrochureStore(mkdtempSync(join(tmpdir(), "brochures-")));
    await expect(store.put(png)).rejects.toThrow(BrochureError);
    await expect(store.put(png)).rejects.toThrow(brochureMessages.notPdf);
    await expect(store.put(Buffer.from("%PDF-"))).rejects.toThrow(brochureMessages.unreadable);
    expect(await store.open("../site.db")).toBeNull();
    await store.delete("../site.db");
  });

  it("takes only keys of the form <uuid>.pdf", () => {
    const id = "8d4e516b-ff7f-4701-bee7-9199dc20a2e8";
    expect(isBrochureKey(`${id}.pdf`)).toBe(true);
    for (const key of [id, `${id}.PDF`, `${id}.pdf.pdf`, `../${id}.pdf`, ".pdf", "site.db", null]) {
      expect(isBrochureKey(key)).toBe(false);
    }
  });

  it("stores a PDF with JavaScript but serves it only as a download", async () => {
    const store = new BrochureStore(mkdtempSync(join(tmpdir(), "brochures-")));
    const key = await store.put(pdfWithJavaScript);
    const response = await brochureResponse(store, { name: "Scripted", brochure: key });
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="scripted-brochure.pdf"');
  });

  it("names the download after the project", () => {
    expect(brochureFileName("Sunrise Enclave – Phase 2")).toBe("sunrise-enclave-phase-2-brochure.pdf");
    expect(brochureFileName("தமிழ்")).toBe("project-brochure.pdf");
  });
});

describe("brochure download tokens", () => {
  const secret = "s".repeat(40);
  const projectId = "0b6f8d5e-3c1a-4f2b-9a7e-1d2c3b4a5f60";
  const leadId = "7e1f2a3b-4c5d-4e6f-8a9b-0c1d2e3f4a5b";
  const now = Date.UTC(2026, 10, 23, 10, 0, 0);

  it("verifies a fresh token for its project until it expires", () => {
    const token = signBrochureToken(secret, projectId, leadId, now);
    expect(verifyBrochureToken(secret, projectId, token, now)).toBe(true);
    expect(verifyBrochureToken(secret, projectId, token, now + brochureLinkMs)).toBe(true);
    expect(verifyBrochureToken(secret, projectId, token, now + brochureLinkMs + 1)).toBe(false);
  });

  it("refuses a token for another project, another secret, or tampered with", () => {
    const token = signBrochureToken(secret, projectId, leadId, now);
    const [lead, expires, sig] = token.split(".") as [string, string, string];
    expect(verifyBrochureToken(secret, "1b6f8d5e-3c1a-4f2b-9a7e-1d2c3b4a5f60", token, now)).toBe(false);
    expect(verifyBrochureToken("t".repeat(40), projectId, token, now)).toBe(false);
    expect(verifyBrochureToken(secret, projectId, `${lead}.${Number(expires) + 60_000}.${sig}`, now)).toBe(
      false,
    );
    expect(verifyBrochureToken(secret, projectId, `${lead.replace("7", "8")}.${expires}.${sig}`, now)).toBe(
      false,
    );
    const flipped = sig.startsWith("A") ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    expect(verifyBrochureToken(secret, projectId, `${lead}.${expires}.${flipped}`, now)).toBe(false);
    for (const bad of [null, "", "garbage", `${lead}.${expires}`, `${token}x`]) {
      expect(verifyBrochureToken(secret, projectId, bad, now)).toBe(false);
    }
  });
});
