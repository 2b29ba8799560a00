import type { DB } from "#app/db/database.server.ts";
import { toastResult, type Toast } from "#app/lib/toast.ts";
import {
  addCostRate,
  addGuidelineValue,
  deleteGuidelineValue,
  getProjectCosts,
  listCostRates,
  saveProjectCharges,
} from "./cost-admin.server.ts";
import { isCostIntent, rateText, type CostsRefusal } from "./cost-admin-view.ts";
import { readChargesForm, readGuidelineForm, readRateForm } from "./cost-forms.ts";
import { costRateLabels } from "./cost-model.ts";

/**
 * The back office's Costs page (issue "What it costs"): what its loader shows and what each of its
 * forms does, so the route stays thin. The route resolves the project chosen (`?project=`, or the
 * form's `projectId`) and checks the role; adding a rate is for owners.
 */

type ProjectRef = { id: string; name: string };

/** Every rate, and for the project chosen its guideline values, its charges and a deletion to confirm. */
export async function loadCostsPage(db: DB, project: ProjectRef | null, deleteId: string | null) {
  const [rates, costs] = await Promise.all([
    listCostRates(db),
    project ? getProjectCosts(db, project.id) : null,
  ]);
  return {
    rates,
    project: project && costs ? { ...project, ...costs } : null,
    deleting: costs?.guidelineValues.find((value) => value.id === deleteId) ?? null,
  };
}

export const costsPageMessages = {
  projectGone: "That project is gone.",
  valueGone: "That guideline value was already deleted.",
  unknown: "The form could not be read. Please try again.",
} as const;

/** What a form of the Costs page comes to: a message, the form again, or a deletion to confirm first. */
export type CostsActionResult = { toast: Toast } | { refused: CostsRefusal } | { confirmDelete: string };

const typedValues = (form: FormData) =>
  Object.fromEntries([...form].map(([name, value]) => [name, typeof value === "string" ? value : ""]));

export async function costsPageAction(
  db: DB,
  staff: { name: string },
  project: ProjectRef | null,
  form: FormData,
): Promise<CostsActionResult> {
  const intent = form.get("intent");
  if (!isCostIntent(intent)) return toastResult("error", costsPageMessages.unknown);
  const refused = (errors: CostsRefusal["errors"]) => ({
    refused: { intent, values: typedValues(form), errors },
  });
  if (intent === "add-rate") {
    const read = readRateForm(form);
    if (!read.ok) return refused(read.errors);
    await addCostRate(db, staff, read.value);
    return toastResult("success", `${costRateLabels[read.value.kind]} ${rateText(read.value)} added.`);
  }
  if (!project) return toastResult("error", costsPageMessages.projectGone);
  if (intent === "add-guideline") {
    const read = readGuidelineForm(form);
    if (!read.ok) return refused(read.errors);
    await addGuidelineValue(db, staff, project, read.value);
    return toastResult("success", `Guideline value of ${project.name} added.`);
  }
  if (intent === "delete-guideline") {
    const id = String(form.get("id") ?? "");
    if (form.get("confirm") !== "yes") return { confirmDelete: id };
    return (await deleteGuidelineValue(db, staff, project, id))
      ? toastResult("success", `Guideline value of ${project.name} deleted.`)
      : toastResult("error", costsPageMessages.valueGone);
  }
  const read = readChargesForm(form);
  if (!read.ok) return refused(read.errors);
  await saveProjectCharges(db, staff, project, read.value);
  return toastResult("success", `Other charges of ${project.name} saved.`);
}
