export type { WhatsAppConfig } from "./whatsapp-config.ts";
export {
  maxReplyLength,
  templatePurposeInfo,
  templatePurposes,
  whatsAppMessages,
  type TemplatePurpose,
} from "./whatsapp-model.ts";
export type { WhatsAppMessageView, WhatsAppPanelView } from "./whatsapp-view.ts";
