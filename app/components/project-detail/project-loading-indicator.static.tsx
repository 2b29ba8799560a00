import { LoaderCircle } from "lucide-react";

import { useT } from "#app/components/site/site-data.ts";

import loadingScript from "./project-loading-script.ts?script";

/**
 * 'Loading project details...' (spec §2) while a project page is on its way: the page being left
 * stays on screen until the next one arrives (on a slow phone network, seconds), so the site
 * layout carries this once, on every public page. The status region is always there, empty, so
 * screen readers announce the text when project-loading-script.ts writes it in, as a link to a
 * project page is followed (in the page's language: the server writes the text in).
 */
export function ProjectLoadingIndicator() {
  const t = useT();
  return (
    <div
      role="status"
      data-project-loading={t("project:loadingProjectDetails")}
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center px-4"
    >
      <script type="module" src={loadingScript} async />
      <p
        hidden
        className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-medium text-forest-900 shadow-lg ring-1 ring-black/5"
      >
        <LoaderCircle
          className="size-4 animate-spin text-forest-700 motion-reduce:animate-none"
          aria-hidden="true"
        />
      </p>
    </div>
  );
}
