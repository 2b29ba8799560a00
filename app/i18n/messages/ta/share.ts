import type { Catalog } from "#app/i18n/messages/catalog.ts";
import type { share as english } from "#app/i18n/messages/en/share.ts";

export const share: Catalog<typeof english> = {
  priceFrom: "{{price}} முதல்",
  registration: "TNRERA பதிவு எண் {{number}}",
};
