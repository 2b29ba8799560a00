import { PDFParse } from "pdf-parse";

import { bookingMessages, formatPaiseInFull } from "#app/domain/bookings/index.ts";
import { storeLead } from "#app/domain/leads/leads.server.ts";
import { emptyPlotValues } from "#app/domain/plots/plot-form.ts";
import { addPlot } from "#app/domain/plots/plot-save.server.ts";
import { formatCalendarDay, indiaToday } from "#app/lib/india-time.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { axe } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { uniqueName, withSiteDatabase } from "./leads.ts";
import { addOwnProject } from "./own-project.ts";
import { roleStaff, signIn } from "./staff.ts";

/**
 * Issue "Site visits and bookings": a sales executive holds the plot their lead asked about, books
 * it with the token (a numbered receipt, its PDF parsed), records the balance, and a sales manager
 * records the sale deed's registration: the plot is Booked with the token and Sold at registration.
 * On a phone's width, as executives work from the site office.
 */
test("from a lead's hold to a booking, its receipts and the registration", async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 400/);
  // A long journey through six pages, two sign-ins and a PDF.
  test.slow();
  const projectName = uniqueName("Booking Project");
  const buyer = uniqueName("Booking Buyer");
  const plot = "B-7";
  const leadId = await withSiteDatabase(async (db) => {
    const projectId = await addOwnProject(db, projectName);
    // 1,200 sq.ft at ₹ 1,500: ₹ 18,00,000.
    await addPlot(db, "Test", projectId, {
      ...emptyPlotValues,
      number: plot,
      areaSqft: "1200",
      ratePerSqft: "1500",
    });
    const executive = await db
      .selectFrom("auth_user")
      .select("id")
      .where("email", "=", roleStaff["sales-executive"].email)
      .executeTakeFirstOrThrow();
    const { id } = await storeLead(
      db,
      leadInput({ name: buyer, phone: "+919443155555", projectId, plotNumber: plot }),
    );
    await db.updateTable("leads").set({ assigned_to: executive.id }).where("id", "=", id).execute();
    return id;
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, "sales-executive");
  await page.goto(`/admin/leads/${leadId}`);
  const panel = page.getByRole("region", { name: `Plot ${plot}`, exact: true });
  await panel.getByRole("button", { name: `Put plot ${plot} on hold for ${buyer}` }).click();
  await expect(page.getByText("The plot is on hold.")).toBeVisible();
  await panel.getByRole("link", { name: `Book plot ${plot}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Book plot ${plot}` })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).first().fill(buyer);
  await page.getByLabel("Phone", { exact: true }).first().fill("94431 55555");
  await page.getByLabel("Address", { exact: true }).first().fill("3, Gandhi Road, Ramanathapuram");
  await expect(page.getByLabel("Rate per sq.ft (₹)")).toHaveValue("1500");
  await page.getByLabel("Token amount (₹)").fill("1,00,000");
  await page.getByLabel("Paid by", { exact: true }).selectOption("upi");
  await page.getByRole("button", { name: `Book plot ${plot}` }).click();
  // UPI needs its reference: refused next to the field, nothing booked.
  await expect(page.getByLabel("Reference", { exact: true })).toHaveAccessibleDescription(
    /UPI, cheque or bank reference/,
  );
  await page.getByLabel("Reference", { exact: true }).fill("UPI 612345678901");
  await page.getByRole("button", { name: `Book plot ${plot}` }).click();

  await expect(page.getByRole("heading", { level: 1, name: `Booking of plot ${plot}` })).toBeVisible();
  await expect(
    page.getByText(/^Plot booked\. Receipt \d{4}-\d{2}\/\d{4} recorded for the token\.$/),
  ).toBeVisible();
  const schedule = page.getByRole("table", { name: "Payment schedule" });
  await expect(schedule.getByRole("row")).toHaveCount(4);
  await expect(schedule.getByRole("row", { name: /^Token/ })).toContainText("Paid");
  // 25 % by the agreement (the default template): ₹ 4,50,000 less the token.
  await expect(schedule.getByRole("row", { name: /^At agreement/ })).toContainText("₹ 3,50,000");
  await expect(schedule.getByRole("row", { name: /^Balance before registration/ })).toContainText(
    "₹ 13,50,000",
  );
  // A sales executive neither registers nor cancels.
  await expect(page.getByRole("button", { name: "Record registration" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);

  const receipt = page.getByRole("table", { name: "Receipts, oldest first" }).getByRole("link").first();
  const number = (await receipt.textContent())!;
  const pdf = await page.request.get((await receipt.getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const parser = new PDFParse({ data: await pdf.body() });
  const { text } = await parser.getText();
  await parser.destroy();
  for (const expected of [`No. ${number}`, buyer, "Rs. 1,00,000", "Rupees One Lakh only", projectName])
    expect(text).toContain(expected);

  await page.getByLabel("Amount received (₹)").fill("17,00,001");
  await page.getByLabel("Paid by", { exact: true }).selectOption("bank-transfer");
  await page.getByLabel("Reference", { exact: true }).fill("NEFT SBIN0001234");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByLabel("Amount received (₹)")).toHaveAccessibleDescription(
    bookingMessages.overpaid(formatPaiseInFull(17_00_000_00)),
  );
  await page.getByLabel("Amount received (₹)").fill("1700000");
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByText(/^Receipt \d{4}-\d{2}\/\d{4} recorded\.$/)).toBeVisible();
  await expect(schedule.getByRole("cell", { name: "Paid", exact: true })).toHaveCount(3);
  expect((await axe(page).analyze()).violations).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().clearCookies();
  await signIn(page, "sales-manager");
  await page.goto(page.url());
  await page.getByLabel("Sale deed registered on").fill(indiaToday());
  await page.getByLabel("Document number").fill("4512/2026");
  await page.getByRole("button", { name: "Record registration" }).click();
  await expect(page.getByText(`Plot ${plot} registered and sold.`)).toBeVisible();
  await expect(
    page.getByText(`${formatCalendarDay(indiaToday())}, sale deed 4512/2026`, { exact: true }),
  ).toBeVisible();
  await page.getByRole("link", { name: `Plot ${plot}`, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Plot ${plot}` })).toBeVisible();
  await expect(page.getByText("Sold (registered)", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(`Plot ${plot}: Booked → Sold (registered) (sale deed 4512/2026)`),
  ).toBeVisible();
  await expect(page.getByText(/Plot B-7: On hold → Booked \(booking for/)).toBeVisible();
});
