/**
 * The hidden fields every public form sends besides the visitor's answers (lead-options.ts gives
 * them to the server). Apart, so that the forms' scripts take these names without the forms' texts.
 */

/** A field no person sees or fills in; a bot that fills every input gives itself away. */
export const honeypotField = "website";

/** Hidden: when the form was shown (ms since 1970), for the minimum fill time. */
export const formStartedField = "started";

/**
 * Hidden: a key for one sending of a form, new for each (the forms' script makes one when the page
 * is shown and after each send; without it, each render of the page has its own). A post repeated
 * with the same key and fields is the same enquiry: it is answered as the first, not stored twice.
 */
export const submissionField = "submission";

/** Hidden: the page that sent the visitor to the site (the utm_* fields sit beside it). */
export const referrerField = "referrer";

/** The hidden field holding the buyer's first visit's origin (utm_*, gclid, fbclid) as JSON. */
export const firstTouchField = "first_touch";
