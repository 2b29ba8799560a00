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

/** The public site's interface texts in English, by namespace (one per area of the site). */
export const en = {
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
