export { getStaffPhone, saveStaffPhone } from "./staff-phones.server.ts";
export { leadWhatsApp, replyOnWhatsApp, type WhatsAppLead } from "./whatsapp-lead.server.ts";
export { receiveWhatsAppDelivery, verifyWhatsAppSubscription } from "./whatsapp-hooks.server.ts";
export { whatsAppJob, whatsAppJobName } from "./whatsapp-job.server.ts";
export {
  getWhatsAppSettings,
  saveWhatsAppSettingsForm,
  whatsAppFormValues,
  type WhatsAppSettingsField,
} from "./whatsapp-settings.server.ts";
