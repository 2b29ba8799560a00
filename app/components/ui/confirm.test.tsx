import { describe, expect, it } from "vitest";

import { markupAt, tagsIn, textOf } from "#tests/support/markup.tsx";

import { ConfirmButton } from "./confirm-button.tsx";
import { ConfirmProvider } from "./confirm-provider.tsx";
import { removedFromSite, type ConfirmRequest } from "./confirm-request.ts";
import { ConfirmStep } from "./confirm-step.tsx";

const request: ConfirmRequest = {
  question: "Are you sure you want to delete this blog?",
  subject: "Vastu Tips for Choosing a Residential Plot",
  consequence: removedFromSite,
  confirmLabel: "Delete blog",
};

describe("the confirmation step", () => {
  it("asks the question as a dialog's heading, with the record and what follows", () => {
    const html = markupAt(
      "/admin/blogs?delete=b1",
      <ConfirmStep request={request} fields={{ intent: "delete", id: "b1" }} closeHref="/admin/blogs" />,
    );
    const [dialog] = tagsIn(html, "dialog");
    expect(dialog).toHaveProperty("open");
    const [heading] = tagsIn(html, "h2");
    expect(heading!.id).toBe(dialog!["aria-labelledby"]);
    expect(textOf(html)).toBe(
      "Are you sure you want to delete this blog? Vastu Tips for Choosing a Residential Plot " +
        "It disappears from the website at once. This cannot be undone. Cancel Delete blog",
    );
  });

  it("posts the fields with confirm=yes; Cancel, focused first, and the X go back", () => {
    const html = markupAt(
      "/admin/leads/l1?delete",
      <ConfirmStep
        request={request}
        fields={{ intent: "delete" }}
        action="/admin/leads/l1"
        closeHref="/admin/leads/l1"
      />,
    );
    expect(tagsIn(html, "form")[0]).toMatchObject({ method: "post", action: "/admin/leads/l1" });
    expect(tagsIn(html, "input")).toEqual([
      { type: "hidden", name: "intent", value: "delete" },
      { type: "hidden", name: "confirm", value: "yes" },
    ]);
    const links = tagsIn(html, "a");
    expect(links.map((a) => a.href)).toEqual(["/admin/leads/l1", "/admin/leads/l1"]);
    expect(links[0]!["aria-label"]).toBe("Close");
    expect(links[1]).toHaveProperty("data-autofocus");
    expect(tagsIn(html, "button")[0]).toMatchObject({ type: "submit" });
  });
});

describe("the confirm button", () => {
  it("posts its fields unconfirmed before JavaScript runs, so the page answers with the step", () => {
    const html = markupAt(
      "/admin/blogs",
      <ConfirmProvider>
        <ConfirmButton
          request={request}
          fields={{ intent: "delete", id: "b1" }}
          aria-label="Delete Vastu Tips"
        >
          Delete
        </ConfirmButton>
      </ConfirmProvider>,
    );
    expect(tagsIn(html, "form")[0]).toMatchObject({ method: "post", action: "/admin/blogs" });
    expect(tagsIn(html, "input")).toEqual([
      { type: "hidden", name: "intent", value: "delete" },
      { type: "hidden", name: "id", value: "b1" },
    ]);
    expect(tagsIn(html, "button")[0]).toMatchObject({ type: "submit", "aria-label": "Delete Vastu Tips" });
    // The page's one confirmation dialog waits, closed and empty, for a question.
    const [dialog] = tagsIn(html, "dialog");
    expect(dialog).not.toHaveProperty("open");
    expect(textOf(html)).toBe("Delete");
  });
});
