import { EyeOff, Pencil } from "lucide-react";

import { useT } from "#app/components/site/site-data.ts";
import { buttonClass } from "#app/components/ui/form-styles.ts";
import { projectEditorPath } from "#app/domain/projects/project-page.ts";

/** Above a Draft's page, which only signed-in staff can open: what it is, and the way back to editing. */
export function DraftPreviewBanner({ projectId }: { projectId: string }) {
  const t = useT();
  return (
    <section
      aria-label={t("project:draftPreview")}
      className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-950 ring-1 ring-amber-300"
    >
      <div className="flex items-start gap-3">
        <EyeOff aria-hidden className="mt-0.5 size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t("project:draftPreviewTitle")}</p>
          <p className="text-sm">{t("project:draftPreviewText")}</p>
        </div>
      </div>
      <a href={projectEditorPath(projectId)} className={buttonClass.secondary}>
        <Pencil aria-hidden className="size-4" />
        {t("project:editProject")}
      </a>
    </section>
  );
}
