import { describe, expect, it } from "vitest";

import { ConfirmProvider } from "#app/components/ui/confirm-provider.tsx";
import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";

import { BookingDocuments } from "./booking-documents.tsx";

const id = "0b7d3a3e-6c1f-4a51-9a43-1d2f7f6a0c11";
const documents = [
  { kind: "patta", fileName: "patta.pdf", uploadedBy: "Meena", uploadedAtText: "Mar 5, 2026, 4:00 PM" },
  { kind: "deed", fileName: "deed.pdf", uploadedBy: "Ravi", uploadedAtText: "Jun 10, 2026, 3:30 PM" },
] as const;

const render = (mayChange: boolean) =>
  markupAt(
    `/admin/bookings/${id}`,
    <ConfirmProvider>
      <BookingDocuments bookingId={id} documents={documents} mayChange={mayChange} />
    </ConfirmProvider>,
  );

describe("the booking's documents checklist", () => {
  it("lists every kind in order, received or missing, with the received files' links", () => {
    const text = textOf(render(false));
    expect(text).toContain("Documents 2 of 7 received");
    const order = [
      "Patta",
      "Chitta",
      "Encumbrance certificate",
      "FMB sketch",
      "DTCP/CMDA approval",
      "Sale agreement",
    ];
    expect(order.map((label) => text.indexOf(label))).toEqual(
      order.map((label) => text.indexOf(label)).toSorted((a, b) => a - b),
    );
    expect(text).toContain(
      "Patta Received patta.pdf (PDF, opens in a new tab) · uploaded by Meena, Mar 5, 2026, 4:00 PM",
    );
    expect(text).toContain("Chitta Missing");
    expect(text.match(/Missing/g)).toHaveLength(5);
    expect(tagsIn(render(false), "a").map((a) => a.href)).toEqual([
      `/admin/bookings/${id}/documents/patta`,
      `/admin/bookings/${id}/documents/deed`,
    ]);
    expect(tagsIn(render(false), "form")).toEqual([]);
  });

  it("offers an upload per kind and a Remove per received one to staff who may change them", () => {
    const html = render(true);
    const forms = tagsIn(html, "form");
    const uploads = forms.filter((f) => f.encType === "multipart/form-data");
    expect(uploads.map((f) => f.action?.split("/").pop())).toEqual([
      "patta",
      "chitta",
      "encumbrance",
      "fmb",
      "approval",
      "agreement",
      "deed",
    ]);
    expect(
      forms.filter((f) => f.encType !== "multipart/form-data").map((f) => f.action?.split("/").pop()),
    ).toEqual(["patta", "deed"]);
    expect(
      tagsIn(html, "input")
        .filter((i) => i.type === "file")
        .every((i) => i.accept === "application/pdf"),
    ).toBe(true);
    expect(textOf(html)).toContain("Replace the Patta (PDF)");
    expect(textOf(html)).toContain("Upload the Chitta (PDF)");
  });
});
