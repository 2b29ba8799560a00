import type { DB } from "#app/db/database.server.ts";
import { indiaToday } from "#app/lib/india-time.ts";
import {
  isCostRateKind,
  type ChargeBasis,
  type CostRate,
  type CostRateKind,
  type CostTerms,
  type LoanTerms,
} from "./cost-model.ts";

/**
 * The figures a project's plots are costed with on a day (issue "What it costs"): each rate the
 * latest of its kind in force that day, the project's guideline value the latest that has started,
 * its charges in order, and the loan terms from Settings.
 */

/** The loan terms from the site's settings (Settings → Costs). */
export function loanTermsOf(settings: {
  loanSharePercent: number;
  loanTenureYears: number;
  loanRatePercent: number;
}): LoanTerms {
  return {
    sharePercent: settings.loanSharePercent,
    tenureYears: settings.loanTenureYears,
    rateBasisPoints: Math.round(settings.loanRatePercent * 100),
  };
}

/** Each kind's rate in force on `day` (YYYY-MM-DD, India). */
export async function ratesInForce(db: DB, day: string): Promise<Partial<Record<CostRateKind, CostRate>>> {
  const rows = await db
    .selectFrom("cost_rates")
    .select(["kind", "basis_points", "value_limit", "effective_from", "source"])
    .where("effective_from", "<=", day)
    .where((eb) => eb.or([eb("effective_to", "is", null), eb("effective_to", ">=", day)]))
    .orderBy("effective_from", "desc")
    .orderBy("created_at", "desc")
    .execute();
  const rates: Partial<Record<CostRateKind, CostRate>> = {};
  for (const row of rows) {
    if (!isCostRateKind(row.kind) || rates[row.kind]) continue;
    rates[row.kind] = {
      basisPoints: row.basis_points,
      valueLimit: row.value_limit === null ? null : Number(row.value_limit),
      from: row.effective_from,
      source: row.source,
    };
  }
  return rates;
}

export async function guidelineValueOn(
  db: DB,
  projectId: string,
  day: string,
): Promise<CostTerms["guidelineValue"]> {
  const row = await db
    .selectFrom("guideline_values")
    .select(["rupees_per_sqft", "effective_from", "source"])
    .where("project_id", "=", projectId)
    .where("effective_from", "<=", day)
    .orderBy("effective_from", "desc")
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row ? { rupeesPerSqft: row.rupees_per_sqft, from: row.effective_from, source: row.source } : null;
}

export async function projectCharges(db: DB, projectId: string): Promise<CostTerms["charges"]> {
  const rows = await db
    .selectFrom("project_charges")
    .select(["name", "rupees", "per"])
    .where("project_id", "=", projectId)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({ name: row.name, rupees: Number(row.rupees), per: row.per as ChargeBasis }));
}

/**
 * What the project's plots cost on `day` (today in India unless given); null while the stamp duty
 * or the registration fee has no rate in force, so no page shows a cost it cannot work out.
 */
export async function costTermsOf(
  db: DB,
  projectId: string,
  loan: LoanTerms,
  day: string = indiaToday(),
): Promise<CostTerms | null> {
  const [rates, guidelineValue, charges] = await Promise.all([
    ratesInForce(db, day),
    guidelineValueOn(db, projectId, day),
    projectCharges(db, projectId),
  ]);
  const stampDuty = rates["stamp-duty"];
  const registration = rates.registration;
  if (!stampDuty || !registration) return null;
  return {
    asOf: day,
    stampDuty,
    registration,
    registrationWomen: rates["registration-women"] ?? null,
    guidelineValue,
    charges,
    loan,
  };
}
