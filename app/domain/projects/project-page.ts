import type { Locale } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";

/** Pure helpers for the project detail page, shared by its loader, meta and components. */

/** The banner first, then the gallery, each picture once (the samples repeat the banner in `images`). */
export function galleryImages(bannerImage: string, images: readonly string[]): string[] {
  return [...new Set([bannerImage, ...images].map((url) => url.trim()).filter(Boolean))];
}

/** A search-result sized description: whole words, at most `limit` characters, with an ellipsis when cut. */
export function metaDescription(text: string, limit = 155): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, "")}…`;
}

/** What a chat started on a project's page is about: "Green Meadows at Oragadam, Chennai". */
export function projectChatTopic(project: { name: string; location: string }, locale: Locale = "en"): string {
  return translator(locale)("project:chatTopic", { name: project.name, location: project.location });
}

/** A WhatsApp chat with the company, the first message, in the page's language, already naming the project. */
export function whatsappChatUrl(
  whatsappNumber: string,
  project: { name: string; location: string },
  locale: Locale = "en",
): string {
  const message = translator(locale)("site:whatsappGreetingAbout", {
    topic: projectChatTopic(project, locale),
  });
  return `https://wa.me/${whatsappNumber.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}

/** A project's public address (for a Draft, the staff preview at the same address). */
export function projectPath(id: string): string {
  return `/project/${id}`;
}

/** The back office's list of projects, where the editor (`?new`, `?edit=<id>`) opens. */
export const projectsAdminPath = "/admin/projects";

/** Where staff upload a project's layout plan and outline its plots. */
export function projectLayoutPath(id: string): string {
  return `${projectsAdminPath}/${id}/layout`;
}

/** Staff's own copy of a project's brochure. */
export function projectBrochureAdminPath(id: string): string {
  return `${projectsAdminPath}/${id}/brochure`;
}

/** A project's saves, field by field, each one to restore (issue "Publish later and go back"). */
export function projectHistoryPath(id: string): string {
  return `${projectsAdminPath}/${id}/history`;
}

/** A project's editor, opened over the back office's list. */
export function projectEditorPath(id: string): string {
  return `${projectsAdminPath}?edit=${encodeURIComponent(id)}`;
}
