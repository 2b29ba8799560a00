import { useT } from "#app/components/site/site-data.ts";

import { EnquiryForm } from "./enquiry-form.static.tsx";
import { DialogFrame } from "./form-dialog.static.tsx";

/**
 * The enquiry form in a modal (spec: the floating inquiry button, the project's 'Enquire Now'),
 * and the toast that confirms a stored enquiry, as static markup. The page carries it once, inert
 * in a <template> (so no second form is there for a browser without JavaScript or for assistive
 * technology); enquiry-dialog-script.ts puts it on the page at the first 'Enquire' and fills in
 * the project of the button pressed.
 */
export function EnquiryDialog({ companyName }: { companyName: string }) {
  const t = useT();
  return (
    <>
      <DialogFrame
        titleId="enquiry-dialog-title"
        title={t("forms:enquireNow")}
        description={t("forms:enquiryDialogText")}
      >
        <EnquiryForm idPrefix="enquiry-dialog" companyName={companyName} projectId="" page="" />
      </DialogFrame>
      <div
        role="status"
        data-enquiry-toast
        data-success={t("forms:enquirySuccess")}
        className="pointer-events-none fixed inset-x-4 bottom-24 z-50 flex justify-center sm:bottom-8"
      >
        <p
          hidden
          className="pointer-events-auto max-w-md rounded-xl bg-forest-800 px-5 py-3.5 text-center text-base font-medium text-white shadow-lg"
        />
      </div>
    </>
  );
}
