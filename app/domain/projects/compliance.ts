import type { NearbyPlace, ProjectCompliance } from "./project.ts";

/**
 * The Tamil Nadu RERA directions (July/August 2025) for every advertisement, this website
 * included: a Published project shows its registration (number, QR code, the Authority's website)
 * or is exempt for a stated reason, and its texts make no "T&C apply" and no travel-time claims
 * (nearby places state distances, not minutes). Shared by the editor and the save.
 */

export const complianceMessages = {
  registrationOrExemption:
    "Enter the TNRERA registration number, date and registration page, or the reason the project is exempt, before publishing.",
  reraNumber: "Enter the registration number as TNRERA writes it, e.g. TN/29/Layout/0215/2024.",
  reraDate: "Enter the registration date.",
  reraUrl: "Enter the registration page's https:// address on the TNRERA website.",
  website: "Enter an https:// address.",
  approvalYear: "Enter the approval year, e.g. 2024.",
  termsApply: 'Remove "T&C apply" / "terms and conditions apply": the RERA directions forbid it.',
  travelTime: "State distances (km or m), not travel times: the RERA directions forbid them.",
} as const;

/** TN/<district>/<Layout|Building>/<serial>/<year>, e.g. TN/29/Layout/0215/2024. */
export const reraNumberPattern = /^TN\/\d{2}\/(Layout|Building)\/\d{3,5}\/\d{4}$/;

const termsApply = /\bt\s*&\s*c\s*(apply|applies)\b|\bterms\s+(and|&)\s+conditions\s+apply/i;
const travelTime = /\b\d+(\.\d+)?\s*(mins?|minutes?|hrs?|hours?)\b|\bminutes?\s+(drive|away|from)\b/i;

/** Which rule a text breaks, if any. */
export function claimProblem(text: string): string | undefined {
  if (termsApply.test(text)) return complianceMessages.termsApply;
  if (travelTime.test(text)) return complianceMessages.travelTime;
  return undefined;
}

export interface PublishableProject extends ProjectCompliance {
  name: string;
  description: string;
  highlights: readonly string[];
  nearbyPlaces: readonly NearbyPlace[];
}

export type PublicationField =
  "reraNumber" | "exemptionReason" | "name" | "description" | "highlights" | "nearbyPlaces";

/** Why the project may not be published yet, one message per field; empty when it may. */
export function publicationProblems(project: PublishableProject): Partial<Record<PublicationField, string>> {
  const problems: Partial<Record<PublicationField, string>> = {};
  const registered = project.reraNumber !== "" && project.reraDate !== "" && project.reraUrl !== "";
  if (!registered && project.exemptionReason.trim() === "") {
    problems.reraNumber = complianceMessages.registrationOrExemption;
    problems.exemptionReason = complianceMessages.registrationOrExemption;
  }
  const texts: [PublicationField, string[]][] = [
    ["name", [project.name]],
    ["description", [project.description]],
    ["highlights", [...project.highlights]],
    ["nearbyPlaces", project.nearbyPlaces.flatMap((place) => [place.name, place.distance])],
  ];
  for (const [field, values] of texts) {
    const problem = values.map(claimProblem).find(Boolean);
    if (problem) problems[field] = problem;
  }
  return problems;
}
