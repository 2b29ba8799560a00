import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Where the public lead forms that React sends post (the enquiry and contact forms are sent by
 * their own script, lead-form-script.ts). A stored lead changes nothing a public page shows.
 */
const leadFormActions = new Set(["/site-visit", "/interest", "/brochure"]);

/**
 * `shouldRevalidate` of the public pages that hold lead forms: after a form is sent, the page's
 * data is not fetched again (on the project page that is the whole plot list), so the visitor's
 * confirmation shows as soon as the form's answer arrives.
 */
export function keepPageDataAfterLeadForm({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction && leadFormActions.has(new URL(formAction, "http://localhost").pathname)) return false;
  return defaultShouldRevalidate;
}
