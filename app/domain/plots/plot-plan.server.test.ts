import { afterEach, describe, expect, it } from "vitest";

import { translator } from "#app/i18n/translations.ts";
import { testProject } from "#tests/support/lead-test-data.ts";
import { insertLayout, insertPlots } from "#tests/support/plot-test-data.ts";
import { testEngines, useTestDatabase } from "#tests/support/test-engines.ts";
import { listSummary } from "./plot-plan.ts";
import { plotPlanView } from "./plot-plan.server.ts";
import { wordingOf } from "./plot-wording.ts";

const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect data-plot="1"></rect></svg>';

/**
 * Issue "Tamil and English": the project page's plan is described in the page's words from the
 * start: its plots' facts and its own name for screen readers.
 */
describe.each(testEngines)("the project page's plan in Tamil on $name", (engine) => {
  const db = useTestDatabase(engine);
  afterEach(async () => {
    await db().deleteFrom("plots").execute();
    await db().deleteFrom("project_layouts").execute();
    await db().deleteFrom("projects").execute();
  });

  it("words the plots and names the plan in the page's language, the escaped name included", async () => {
    const id = await testProject(db(), "Green Meadows");
    await db().updateTable("projects").set({ published: 1 }).where("id", "=", id).execute();
    await insertLayout(db(), id, { kind: "svg", svg });
    await insertPlots(db(), id, [{ number: "1", price: 1_860_000, facing: "E", roadWidthFt: 30 }]);
    const query = new URLSearchParams();
    const tamil = wordingOf("ta", translator("ta"));

    const plan = await plotPlanView(db(), { id, name: 'A & "B"' }, { draft: false, query, locale: "ta" });
    expect(plan!.markup).toMatch(
      /^<svg[^>]* aria-label="A &(amp|#38);? &(quot|#34);B&(quot|#34); லேஅவுட் வரைபடம்:/,
    );
    expect(plan!.list.rows[0]).toMatchObject({
      statusLabel: "கிடைக்கும்",
      facingLabel: "கிழக்கு",
      road: "30 அடி",
      priceText: "₹ 18.6 லட்சம்",
    });
    expect(plan!.plots[0]!.statusLabel).toBe("கிடைக்கும்");
    expect(listSummary(plan!.list, 1, tamil.say)).toBe("அனைத்து 1 மனைகளும் காட்டப்படுகின்றன");

    const english = await plotPlanView(db(), { id, name: "Green Meadows" }, { draft: false, query });
    expect(english!.markup).toContain('aria-label="Layout plan of Green Meadows, each plot coloured');
    expect(english!.list.rows[0]).toMatchObject({ statusLabel: "Available", priceText: "₹ 18.6 L" });
  });
});
