/** The id of the <template> that holds the enquiry dialog's markup (see SiteLayout). */
export const enquiryDialogTemplateId = "enquiry-dialog-template";
