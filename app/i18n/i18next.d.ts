import "i18next";

import type { en } from "./messages/en/index.ts";

/** Keys and interpolations are checked against the English catalogue (app/i18n/messages/en). */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "site";
    resources: typeof en;
    returnNull: false;
  }
}
