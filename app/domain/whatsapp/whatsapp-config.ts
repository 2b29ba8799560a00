/** The WhatsApp Business Cloud API as the environment sets it up (server/config.ts); unset, WhatsApp is off. */
export interface WhatsAppConfig {
  /** WHATSAPP_TOKEN: the system user's access token that sends messages. */
  token: string;
  /** WHATSAPP_APP_SECRET: signs each webhook delivery (X-Hub-Signature-256). */
  appSecret: string;
  /** WHATSAPP_VERIFY_TOKEN: what the webhook's subscription check must send. */
  verifyToken: string;
  /** WHATSAPP_PHONE_NUMBER_ID: the business number messages go from. */
  phoneNumberId: string;
  /** WHATSAPP_API_URL: the Graph API with its version, or a fake of it in tests and staging. No trailing slash. */
  apiUrl: string;
}
