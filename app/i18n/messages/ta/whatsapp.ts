import type { Catalog } from "#app/i18n/messages/catalog.ts";
import type { whatsapp as english } from "#app/i18n/messages/en/whatsapp.ts";

export const whatsapp: Catalog<typeof english> = {
  ourProjects: "எங்கள் திட்டங்கள்",
  projectPlot: "{{project}}, மனை எண் {{plot}}",
};
