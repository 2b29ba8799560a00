import type { DB } from "#app/db/database.server.ts";
import { timestamp } from "#app/db/time.ts";
import { inTransaction } from "#app/db/transaction.server.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { newId } from "#app/lib/ids.ts";
import {
  chargeText,
  guidelineRupeesText,
  inForceText,
  rateText,
  type CostRateRecord,
  type GuidelineRecord,
  type ProjectCosts,
} from "./cost-admin-view.ts";
import { costLimits, type CostRateInput, type GuidelineInput } from "./cost-forms.ts";
import { costRateKinds, costRateLabels, isCostRateKind, type ProjectCharge } from "./cost-model.ts";
import { projectCharges } from "./cost-terms.server.ts";

/**
 * Issue "What it costs": the back office's writes of the figures a plot's cost is made of. Each
 * change and its audit entry are stored together; the public pages read them (cost-terms.server.ts).
 */

type Actor = { name: string };
type ProjectRef = { id: string; name: string };

/** Every rate, by kind (stamp duty, registration, the women's), each kind's newest first. */
export async function listCostRates(db: DB): Promise<CostRateRecord[]> {
  const rows = await db
    .selectFrom("cost_rates")
    .select(["id", "kind", "basis_points", "value_limit", "effective_from", "effective_to", "source"])
    .orderBy("effective_from", "desc")
    .orderBy("created_at", "desc")
    .execute();
  const records: CostRateRecord[] = [];
  for (const row of rows) {
    if (!isCostRateKind(row.kind)) continue;
    records.push({
      id: row.id,
      kind: row.kind,
      basisPoints: row.basis_points,
      valueLimit: row.value_limit === null ? null : Number(row.value_limit),
      from: row.effective_from,
      to: row.effective_to,
      source: row.source,
    });
  }
  // A stable sort: within a kind the rows stay newest first.
  return records.sort((a, b) => costRateKinds.indexOf(a.kind) - costRateKinds.indexOf(b.kind));
}

/** Stores a rate; it is in force from its first day (the latest of its kind that has started). */
export async function addCostRate(db: DB, staff: Actor, rate: CostRateInput): Promise<string> {
  const id = newId();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("cost_rates")
      .values({
        id,
        kind: rate.kind,
        basis_points: rate.basisPoints,
        value_limit: rate.valueLimit,
        effective_from: rate.from,
        effective_to: rate.to,
        source: rate.source,
        created_at: timestamp(),
      })
      .execute();
    await recordAudit(trx, {
      actor: staff.name,
      action: "cost-rate",
      entity: "cost-rate",
      entityId: id,
      summary: `${costRateLabels[rate.kind]} ${rateText(rate)}, ${inForceText(rate)} (${rate.source})`,
    });
  });
  return id;
}

/** A project's guideline values, the newest first, and its other charges in order. */
export async function getProjectCosts(db: DB, projectId: string): Promise<ProjectCosts> {
  const [rows, charges] = await Promise.all([
    db
      .selectFrom("guideline_values")
      .select(["id", "rupees_per_sqft", "effective_from", "source"])
      .where("project_id", "=", projectId)
      .orderBy("effective_from", "desc")
      .orderBy("created_at", "desc")
      .execute(),
    projectCharges(db, projectId),
  ]);
  const guidelineValues: GuidelineRecord[] = rows.map((row) => ({
    id: row.id,
    rupeesPerSqft: row.rupees_per_sqft,
    from: row.effective_from,
    source: row.source,
  }));
  return { guidelineValues, charges };
}

/** Stores a guideline value of the project, used from its first day on (the older one before it). */
export async function addGuidelineValue(
  db: DB,
  staff: Actor,
  project: ProjectRef,
  value: GuidelineInput,
): Promise<string> {
  const id = newId();
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto("guideline_values")
      .values({
        id,
        project_id: project.id,
        rupees_per_sqft: value.rupeesPerSqft,
        effective_from: value.from,
        source: value.source,
        created_at: timestamp(),
      })
      .execute();
    await recordAudit(trx, {
      actor: staff.name,
      action: "guideline-value",
      entity: "project",
      entityId: project.id,
      summary: `Guideline value of ${project.name}: ${guidelineRupeesText(value.rupeesPerSqft)} ${inForceText({ from: value.from, to: null })} (${value.source})`,
    });
  });
  return id;
}

/** Deletes one of the project's guideline values; false when it has no such value (any more). */
export async function deleteGuidelineValue(
  db: DB,
  staff: Actor,
  project: ProjectRef,
  id: string,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const removed = await trx
      .deleteFrom("guideline_values")
      .where("id", "=", id)
      .where("project_id", "=", project.id)
      .returning(["rupees_per_sqft", "effective_from"])
      .executeTakeFirst();
    if (!removed) return false;
    await recordAudit(trx, {
      actor: staff.name,
      action: "guideline-value",
      entity: "project",
      entityId: project.id,
      summary: `Guideline value of ${project.name} deleted: ${guidelineRupeesText(removed.rupees_per_sqft)} ${inForceText({ from: removed.effective_from, to: null })}`,
    });
    return true;
  });
}

/** Replaces the project's other charges with `charges`, in their order (at most `costLimits.charges`). */
export async function saveProjectCharges(
  db: DB,
  staff: Actor,
  project: ProjectRef,
  charges: readonly ProjectCharge[],
): Promise<void> {
  if (charges.length > costLimits.charges)
    throw new RangeError(`A project has at most ${costLimits.charges} charges.`);
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom("project_charges").where("project_id", "=", project.id).execute();
    if (charges.length > 0)
      await trx
        .insertInto("project_charges")
        .values(
          charges.map((charge, position) => ({
            project_id: project.id,
            position,
            name: charge.name,
            rupees: charge.rupees,
            per: charge.per,
          })),
        )
        .execute();
    await recordAudit(trx, {
      actor: staff.name,
      action: "project-charges",
      entity: "project",
      entityId: project.id,
      summary: `Other charges of ${project.name}: ${charges.length === 0 ? "none" : charges.map(chargeText).join(", ")}`,
    });
  });
}
