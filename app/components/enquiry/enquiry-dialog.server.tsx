import { renderToStaticMarkup } from "react-dom/server";

import { EnquiryDialog } from "./enquiry-dialog";

let rendered: { companyName: string; markup: string } | null = null;

/**
 * The enquiry dialog's markup for the page's <template> (written by the site layout's loader: a
 * <template> cannot hold React children the browser would hydrate, its content is not its
 * children). It changes only with the company's name, so it is written once per name.
 */
export function enquiryDialogMarkup(companyName: string): string {
  if (rendered?.companyName !== companyName) {
    rendered = { companyName, markup: renderToStaticMarkup(<EnquiryDialog companyName={companyName} />) };
  }
  return rendered.markup;
}
