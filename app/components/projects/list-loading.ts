/** The pages that show the project list (home and /projects). */
export const projectListPaths = ["/", "/projects"] as const;

export interface ListNavigation {
  state: "idle" | "loading" | "submitting";
  /** Where the navigation goes, while one is under way. */
  targetPath?: string;
  /** Set when the navigation follows a form submission (the page reloads its data after it). */
  afterSubmission: boolean;
}

/**
 * Whether the list shows 'Loading projects...' in place of the cards: while a page with the list
 * loads its projects after the page is already on screen. Changing only the query string of the
 * same page (dismissing a notice) keeps the cards.
 */
export function isLoadingProjectList(navigation: ListNavigation, currentPath: string): boolean {
  if (navigation.state !== "loading" || navigation.targetPath === undefined) return false;
  if (!(projectListPaths as readonly string[]).includes(navigation.targetPath)) return false;
  return navigation.targetPath !== currentPath || navigation.afterSubmission;
}
