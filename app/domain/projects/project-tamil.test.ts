import { describe, expect, it } from "vitest";

import { factTexts } from "./project-facts.ts";
import { projectChatTopic, whatsappChatUrl } from "./project-page.ts";

const meadows = { name: "Green Meadows", location: "Oragadam, Chennai" };

describe('a project\'s page in Tamil (issue "Tamil and English")', () => {
  it("gives its price in லட்சம் and its sizes in ச.அடி", () => {
    const facts = {
      priceRange: "₹12 L - ₹38 L",
      plotSizes: "1000 - 2400 sq.ft",
      priceMin: 1_200_000,
      priceMax: 3_800_000,
      sizeMin: 1_000,
      sizeMax: 2_400,
    };
    expect(factTexts(facts, "ta")).toEqual({
      priceRange: "₹ 12 லட்சம் – ₹ 38 லட்சம்",
      plotSizes: "1,000 – 2,400 ச.அடி",
    });
    expect(factTexts(facts)).toEqual({ priceRange: "₹ 12 L – ₹ 38 L", plotSizes: "1,000 – 2,400 sq.ft" });
  });

  it("starts a WhatsApp chat about the project in Tamil", () => {
    expect(projectChatTopic(meadows, "ta")).toBe("Oragadam, Chennai பகுதியில் உள்ள Green Meadows");
    const message = decodeURIComponent(whatsappChatUrl("91 98765-43210", meadows, "ta").split("?text=")[1]!);
    expect(message).toBe(
      "வணக்கம், Oragadam, Chennai பகுதியில் உள்ள Green Meadows குறித்து அறிய ஆர்வமாக உள்ளேன். மேலும் விவரங்களைப் பகிருங்கள்.",
    );
  });
});
