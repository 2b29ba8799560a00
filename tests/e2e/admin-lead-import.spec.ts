import { axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { leadsNamed, uniqueName, withSiteDatabase } from "./leads.ts";
import { signIn } from "./staff.ts";

const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/**
 * Issue "One inbox": a sales manager imports a portal's CSV export: the columns are read from its
 * header (one the page cannot guess is chosen by hand and remembered), the preview names the bad
 * row, and importing the same file again adds nothing.
 */
test("a portal's CSV is previewed with its bad rows named, imported once, and its mapping remembered", async ({
  page,
  consoleErrors,
}) => {
  test.slow();
  // A refused preview answers 400, as a form's refusal does.
  consoleErrors.allow(/status of 400/);
  const [first, second] = [uniqueName("Import Arun"), uniqueName("Import Meena")];
  const file = {
    name: "magicbricks-week-48.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      [
        "Buyer,Mobile No,Project Name,Lead Date",
        `${first},${mobile()},Green Meadows Oragadam,28/11/2026 10:15`,
        `${second},+91 ${mobile()},,29-Nov-2026`,
        "Bad Phone,12345,Green Meadows Oragadam,29/11/2026",
      ].join("\r\n"),
    ),
  };
  // MagicBricks' files start with no remembered mapping (a retry of this test starts over).
  await withSiteDatabase((db) =>
    db.deleteFrom("settings").where("key", "=", "lead-import-mapping:magicbricks").execute(),
  );
  await signIn(page, "sales-manager");
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Import CSV" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Import leads" })).toBeVisible();

  // Nothing chosen: the source is asked for next to its field.
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByText("Please choose where the file comes from.")).toBeVisible();

  await page.getByLabel("Where the file comes from").selectOption({ label: "MagicBricks" });
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Preview import" }).click();
  const columns = page.getByRole("region", { name: "Columns" });
  await expect(columns.getByText("Please choose the column that holds the name.")).toBeVisible();
  await expect(columns.getByLabel("Phone")).toHaveValue("1");
  await columns.getByLabel("Name").selectOption({ label: "Buyer" });
  await columns.getByRole("button", { name: "Preview again" }).click();

  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("status")).toHaveText(
    "2 new leads to import, 0 already imported, 1 row skipped.",
  );
  const skipped = preview.getByRole("table", { name: /Rows skipped/ });
  await expect(skipped.getByRole("row", { name: /4 Please enter a valid phone number\./ })).toBeVisible();
  await expect(preview.getByRole("table", { name: "The new leads" })).toContainText(first);
  expect((await axe(page).analyze()).violations).toEqual([]);
  await preview.getByRole("button", { name: "Import 2 leads" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Imported: 2 new, 0 already there, 1 skipped." }),
  ).toBeVisible();
  expect(await leadsNamed(first)).toHaveLength(1);

  // The same file again: the mapping chosen by hand comes back, and nothing new comes in.
  await page.goto("/admin/leads/import");
  await page.getByLabel("Where the file comes from").selectOption({ label: "MagicBricks" });
  await page.getByLabel("CSV file").setInputFiles(file);
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByRole("region", { name: "Columns" }).getByLabel("Name")).toHaveValue("0");
  await expect(preview.getByRole("status")).toHaveText(
    "0 new leads to import, 2 already imported, 1 row skipped.",
  );
  await expect(preview.getByText("Nothing new to import.")).toBeVisible();
  expect(await leadsNamed(second)).toHaveLength(1);
});
