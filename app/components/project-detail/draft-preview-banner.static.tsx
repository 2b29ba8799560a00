import { EyeOff, Pencil } from "lucide-react";

import { buttonClass } from "#app/components/ui/form-styles.ts";
import { projectEditorPath } from "#app/domain/projects/project-page.ts";

/** Above a Draft's page, which only signed-in staff can open: what it is, and the way back to editing. */
export function DraftPreviewBanner({ projectId }: { projectId: string }) {
  return (
    <section
      aria-label="Draft preview"
      className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
    >
      <div className="flex items-start gap-3">
        <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">Draft preview: not on the website</p>
          <p className="text-sm">Only signed-in staff can open this page. Publish the project to show it.</p>
        </div>
      </div>
      <a href={projectEditorPath(projectId)} className={buttonClass.secondary}>
        <Pencil aria-hidden className="size-4" />
        Edit project
      </a>
    </section>
  );
}
