import type { Transaction } from "kysely";

import type { Database } from "#app/db/schema.ts";
import { inventoryFigures, noPlots } from "./plot-figures.ts";
import { plotStatuses } from "./plot-model.ts";

/**
 * Keeps a project's row in step with its inventory, inside the transaction of each plot change:
 * total_plots and sold_plots (see inventoryFigures), price_min/max and size_min/max over the
 * plots for sale (Not for sale left out; plots without a rate left out of the price range). Every
 * page, filter and order reads those columns, so they all follow the inventory. A project without
 * plots keeps the figures staff typed.
 */
export async function syncProjectFigures(trx: Transaction<Database>, projectId: string): Promise<void> {
  const rows = await trx
    .selectFrom("plots")
    .select((eb) => [
      "status",
      eb.fn.countAll().as("n"),
      eb.fn.min("area_sqft").as("sizeMin"),
      eb.fn.max("area_sqft").as("sizeMax"),
      eb.fn.min("price").as("priceMin"),
      eb.fn.max("price").as("priceMax"),
    ])
    .where("project_id", "=", projectId)
    .groupBy("status")
    .execute();
  if (rows.length === 0) return;

  const counts = { ...noPlots };
  const forSale = rows.filter((row) => row.status !== "not_for_sale");
  for (const row of rows) {
    const status = plotStatuses.find((s) => s === row.status);
    if (status) counts[status] += Number(row.n);
  }
  const extreme = (values: unknown[], pick: (...n: number[]) => number) => {
    const numbers = values.filter((v) => v !== null && v !== undefined).map(Number);
    return numbers.length > 0 ? pick(...numbers) : null;
  };
  const low = (key: "priceMin" | "sizeMin") =>
    extreme(
      forSale.map((r) => r[key]),
      Math.min,
    );
  const high = (key: "priceMax" | "sizeMax") =>
    extreme(
      forSale.map((r) => r[key]),
      Math.max,
    );
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  const { totalPlots, soldPlots } = inventoryFigures(counts);
  await trx
    .updateTable("projects")
    .set({
      total_plots: totalPlots,
      sold_plots: soldPlots,
      price_min: low("priceMin"),
      price_max: high("priceMax"),
      size_min: round(low("sizeMin")),
      size_max: round(high("sizeMax")),
    })
    .where("id", "=", projectId)
    .execute();
}
