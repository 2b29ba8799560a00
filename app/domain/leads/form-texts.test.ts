import { describe, expect, it } from "vitest";

import { openSlotLabel, slotMessages, visitMoment } from "#app/domain/visits/index.ts";
import { slotDaysAhead } from "#app/domain/visits/visit-slots.ts";
import { translator } from "#app/i18n/translations.ts";

import {
  enquiryBudgetOptions,
  formErrors,
  formMessage,
  siteVisitSuccess,
  slotOptionLabel,
  slotVisitSuccess,
  visitConfirmation,
  visitMomentIn,
} from "./form-texts.ts";
import { enquiryBudgets, messages } from "./lead-options.ts";

describe("the server's messages on a page", () => {
  it("stay as they are on an English page", () => {
    expect(formMessage(messages.phone, "en")).toBe("Please enter a valid phone number.");
  });

  it("are each said in Tamil on a Tamil page", () => {
    // `none` is not an answer to a post: the form shows it from the catalogue.
    const staticSlotMessages = Object.entries(slotMessages)
      .filter(([key, message]) => key !== "none" && typeof message === "string")
      .map(([, message]) => message as string);
    for (const message of [...Object.values(messages), ...staticSlotMessages]) {
      const tamil = formMessage(message, "ta");
      expect(tamil, message).not.toBe(message);
      expect(tamil, message).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(formMessage(messages.phone, "ta")).toBe("சரியான தொலைபேசி எண்ணை உள்ளிடவும்.");
  });

  it("take the number of places left along", () => {
    expect(formMessage(slotMessages.fewer(1), "ta")).toMatch(/^அந்த நேரத்தில் 1 இடம் மட்டுமே/);
    expect(formMessage(slotMessages.fewer(3), "ta")).toMatch(/^அந்த நேரத்தில் 3 இடங்கள் மட்டுமே/);
  });

  it("leave a message they do not know as it is", () => {
    expect(formMessage("Something else.", "ta")).toBe("Something else.");
  });

  it("translate a form's field messages together", () => {
    expect(formErrors({ name: messages.name, phone: messages.phone }, "ta")).toEqual({
      name: "உங்கள் முழுப் பெயரை உள்ளிடவும்.",
      phone: "சரியான தொலைபேசி எண்ணை உள்ளிடவும்.",
    });
  });
});

describe("a visit's confirmation and times", () => {
  it("reads in English as before", () => {
    expect(visitConfirmation("2026-12-05", "afternoon")).toBe(
      "Thank you! Your site visit is requested for Saturday, 5 December 2026, Afternoon (12 PM – 4 PM). We will call you to confirm.",
    );
    expect(visitConfirmation("2026-12-05", "10:00")).toBe(slotVisitSuccess("2026-12-05", "10:00"));
    expect(slotVisitSuccess("2026-12-05", "10:00")).toBe(
      `Thank you! Your site visit is booked for ${visitMoment("2026-12-05", "10:00")}. We will call you before the visit.`,
    );
    expect(visitMomentIn("2026-12-05", "16:30", "en")).toBe(visitMoment("2026-12-05", "16:30"));
    const slot = { value: "2026-12-05T10:00", date: "2026-12-05", time: "10:00", left: 1 };
    expect(slotOptionLabel(slot, "en")).toBe(openSlotLabel(slot));
    expect(slotOptionLabel({ ...slot, left: 8 }, "en")).toBe(openSlotLabel({ ...slot, left: 8 }));
  });

  it("reads in Tamil with the day in Tamil", () => {
    expect(visitConfirmation("2026-12-05", "morning", "ta")).toBe(
      siteVisitSuccess("சனி, 5 டிசம்பர், 2026", "morning", "ta"),
    );
    expect(siteVisitSuccess("சனி, 5 டிசம்பர், 2026", "morning", "ta")).toContain("காலை (9 AM – 12 PM)");
    expect(visitMomentIn("2026-12-05", "10:00", "ta")).toBe("சனி, 5 டிசம்பர், 2026, 10:00 AM");
    const slot = { value: "2026-12-05T10:00", date: "2026-12-05", time: "10:00", left: 3 };
    expect(slotOptionLabel(slot, "ta")).toBe("சனி, 5 டிசம்பர், 2026, 10:00 AM · 3 இடங்கள் மீதம்");
  });

  it("say in the catalogue what the visits' messages say", () => {
    expect(translator("en")("forms:noVisitTimes", { count: slotDaysAhead })).toBe(slotMessages.none);
  });

  it("says nothing for what is not a real day and slot", () => {
    expect(visitConfirmation("2026-02-30", "morning")).toBeNull();
    expect(visitConfirmation("2026-12-05", "night")).toBeNull();
    expect(visitConfirmation(undefined, "morning")).toBeNull();
  });
});

describe("the enquiry's budgets", () => {
  it("keep their values, which the English form shows as they are", () => {
    expect(enquiryBudgetOptions(translator("en")).map((o) => [o.value, o.label])).toEqual(
      enquiryBudgets.map((value) => [value, value]),
    );
    expect(enquiryBudgetOptions(translator("ta"))[0]).toEqual({ value: "5-10L", label: "₹ 5–10 லட்சம்" });
  });
});
