export interface MetaSettings {
  /** META_APP_SECRET: signs each delivery. */
  appSecret: string;
  /** META_VERIFY_TOKEN: what the subscription check must send. */
  verifyToken: string;
  /** META_PAGE_TOKEN: reads the leads of the page. */
  pageToken: string;
  /** META_GRAPH_URL: Meta's Graph API with its version, or a fake of it in tests and staging. */
  graphUrl: string;
}

/** The ad platforms' lead forms as the environment sets them up (server/config.ts). */
export interface AdLeadSettings {
  /** GOOGLE_LEADS_KEY: one google_key for every Google Ads lead form. */
  googleKey: string | undefined;
  /** Meta's app secret, verify token, page token and Graph API address; unset, Meta is off. */
  meta: MetaSettings | undefined;
}
