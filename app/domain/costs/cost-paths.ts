/** A plot's cost page: its all-in cost, the loan estimate and the cost sheet's form (no JavaScript needed). */
export function plotCostPath(projectId: string, plotNumber: string): string {
  return `/project/${encodeURIComponent(projectId)}/plots/${encodeURIComponent(plotNumber)}/cost`;
}

/** The cost page's query parameters: the buyer ("woman" for the women buyers' fee). */
export const costQuery = ["buyer"] as const;

export function isWomanBuyer(query: URLSearchParams): boolean {
  return query.get("buyer") === "woman";
}
