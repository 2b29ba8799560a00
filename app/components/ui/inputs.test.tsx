import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { bindFields } from "./field.static.tsx";
import { SelectField, TextField } from "./inputs.static.tsx";

/** The attributes of the first tag of a kind in the markup (the tests run without a DOM). */
function attributes(html: string, tag: string): Record<string, string> {
  const [, attrs = ""] = html.match(new RegExp(`<${tag}\\b([^>]*)>`)) ?? [];
  return Object.fromEntries([...attrs.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!]));
}

describe("the form kit's fields", () => {
  it("carry their rule as native constraints and keep the label on the control", () => {
    const html = renderToStaticMarkup(
      <TextField
        id="contact-phone"
        name="phone"
        label="Phone Number"
        rule={{ required: true, type: "tel", inputMode: "tel", maxLength: 24 }}
        autoComplete="tel"
      />,
    );
    expect(attributes(html, "label").for).toBe("contact-phone");
    expect(attributes(html, "input")).toMatchObject({
      id: "contact-phone",
      name: "phone",
      type: "tel",
      inputMode: "tel",
      maxLength: "24",
      required: "",
      autoComplete: "tel",
    });
  });

  it("tie the hint and the error to the control and mark it invalid", () => {
    const html = renderToStaticMarkup(
      <TextField
        id="visit-date"
        name="visitDate"
        label="Date"
        hint="Today or later."
        error="Choose a day."
      />,
    );
    expect(attributes(html, "input")).toMatchObject({
      "aria-invalid": "true",
      "aria-describedby": "visit-date-hint visit-date-error",
    });
    expect(html).toContain('<p id="visit-date-hint"');
    expect(html).toContain('<p id="visit-date-error"');
    expect(html).toContain("Choose a day.");
  });

  it("mark labels in a marked form: * when required, (optional) when not", () => {
    const field = bindFields<"name" | "email">({ idPrefix: "enquiry", errors: {}, marked: true });
    const required = renderToStaticMarkup(<TextField {...field("name")} label="Full Name" required />);
    const optional = renderToStaticMarkup(<TextField {...field("email")} label="Email" />);
    expect(required).toMatch(/Full Name<span aria-hidden="true"[^>]*>[^<]*\*<\/span><\/label>/);
    expect(optional).toContain("(optional)");
    const unmarked = renderToStaticMarkup(<TextField id="a" name="a" label="Company name" required />);
    expect(unmarked).not.toContain("*");
    expect(unmarked).not.toContain("(optional)");
  });

  it("are bound by name: id, error and starting value from the form", () => {
    const field = bindFields({
      idPrefix: "settings",
      errors: { phone: "Enter a phone number." },
      values: { phone: "12", tags: ["a"] },
    });
    expect(field("phone")).toMatchObject({
      id: "settings-phone",
      name: "phone",
      error: "Enter a phone number.",
      defaultValue: "12",
    });
    expect(field("tags").defaultValue).toBeUndefined();
  });

  it("offer a select's placeholder as an empty first choice, then the options", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="slot"
        name="timeSlot"
        label="Time Slot"
        placeholder="Select a time slot"
        options={[{ value: "morning", label: "Morning" }, "evening"]}
        defaultValue="evening"
      />,
    );
    expect([...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]])).toEqual([
      ["", "Select a time slot"],
      ["morning", "Morning"],
      ["evening", "evening"],
    ]);
    expect(html).toMatch(/<option value="evening" selected="">/);
  });

  it("shows a disabled choice that cannot be chosen again, such as a former value", () => {
    const former = { value: "u1", label: "Ravi (account disabled)", disabled: true };
    const html = renderToStaticMarkup(
      <SelectField
        id="assignee"
        label="Assign to"
        placeholder="Unassigned"
        options={[former]}
        defaultValue="u1"
      />,
    );
    expect(html).toMatch(/<option value="u1" disabled="" selected="">Ravi \(account disabled\)</);
    expect(html).toMatch(/<option value="">Unassigned</);
  });
});
