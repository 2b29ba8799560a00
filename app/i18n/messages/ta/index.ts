import type { en } from "#app/i18n/messages/en/index.ts";
import { site } from "./site.ts";
import { home } from "./home.ts";
import { about } from "./about.ts";
import { contact } from "./contact.ts";
import { projects } from "./projects.ts";
import { project } from "./project.ts";
import { blog } from "./blog.ts";
import { forms } from "./forms.ts";
import { visit } from "./visit.ts";
import { cost } from "./cost.ts";
import { share } from "./share.ts";
import { whatsapp } from "./whatsapp.ts";

/** The same texts in Tamil: the type asks for every namespace English has. */
export const ta: { [Namespace in keyof typeof en]: unknown } = {
  site,
  home,
  about,
  contact,
  projects,
  project,
  blog,
  forms,
  visit,
  cost,
  share,
  whatsapp,
};
