import { describe, expect, it } from "vitest";

import { tableWording, wordingOf, wordTable } from "#app/domain/plots/plot-wording.ts";
import { translator } from "#app/i18n/translations.ts";
import { testCostTerms } from "#tests/support/cost-terms.ts";
import { costView, costViewWords, plotCostView, termRows } from "./cost-view.ts";
import { englishCostWording } from "./cost-wording.ts";
import { plotCost } from "./plot-cost.ts";

const terms = testCostTerms({
  guidelineValue: { rupeesPerSqft: 700, from: "2024-07-01", source: "Guideline register" },
  charges: [
    { name: "EB connection", rupees: 15_000, per: "plot" },
    { name: "Corpus fund", rupees: 50, per: "sqft" },
  ],
});

const tamil = wordingOf("ta", translator("ta"));
const plot = { price: 950_000, areaSqft: 1_200 };

describe('a cost in Tamil (issue "Tamil and English")', () => {
  it("says each line, the total in லட்சம் and the loan in Tamil", () => {
    const view = plotCostView(terms, plot, { woman: true }, tamil)!;
    expect(view.rows.map((row) => row.label)).toEqual([
      "விலை",
      "முத்திரைத் தீர்வை (7%)",
      "பதிவுக் கட்டணம் (1%, பெண் வாங்குபவர்)",
      "EB connection",
      "Corpus fund",
    ]);
    // 9,50,000 + 7% 66,500 + 1% 9,500 + 15,000 + 50 × 1,200 = 11,01,000.
    expect(view.total).toBe("₹ 11.01 லட்சம்");
    expect(view.loan).toEqual({
      summary: "₹ 7.13 லட்சம் கடன் (விலையில் 75%), 15 ஆண்டுகளுக்கு, 9.5% வட்டியில்",
      emi: "மாதம் ₹ 7,440",
      ownMoney: "₹ 3.89 லட்சம்",
    });
    expect(view.basis).toContain("விலையான ₹ 9,50,000 மீது");
  });

  it("explains the terms with Tamil dates", () => {
    const rows = termRows(terms, tamil);
    expect(rows.map((row) => row.label).slice(0, 4)).toEqual([
      "முத்திரைத் தீர்வை",
      "பதிவுக் கட்டணம்",
      "பதிவுக் கட்டணம், பெண் வாங்குபவர்களுக்கு",
      "வழிகாட்டி மதிப்பு",
    ]);
    expect(rows[2]!.value).toBe("₹ 10 லட்சம் வரையிலான மதிப்புக்கு 1%, 1 ஏப்ரல், 2025 முதல் நடைமுறையில்");
    expect(rows[3]!.value).toBe("ஒரு ச.அடிக்கு ₹ 700, 1 ஜூலை, 2024 முதல்");
    expect(rows[5]).toEqual({ label: "Corpus fund", value: "ஒரு ச.அடிக்கு ₹ 50", source: "டெவலப்பரின் கட்டணம்" });
  });

  it("reads the same from the texts the plan's script carries as through i18next", () => {
    const carried = tableWording("ta", wordTable(translator("ta"), costViewWords));
    for (const woman of [false, true]) {
      for (const priced of [plot, { price: 2_500_000, areaSqft: 1_200 }]) {
        expect(plotCostView(terms, priced, { woman }, carried)).toEqual(
          plotCostView(terms, priced, { woman }, tamil),
        );
      }
    }
  });

  it("stays English by default, as the cost sheet's PDF reads it", () => {
    const cost = plotCost(terms, plot, { woman: false });
    expect(costView(terms, cost)).toEqual(costView(terms, cost, wordingOf("en", translator("en"))));
    expect(costView(terms, cost, englishCostWording).total).toBe("₹ 11.11 L");
  });
});
