import { ArrowLeft } from "lucide-react";

import { useHref, useT } from "#app/components/site/site-data.ts";
import { blogsPath } from "#app/domain/blogs/blog-paths.ts";

import backScript from "./back-button-script.ts?script";

/** Spec §2: a Back button that goes back in history (back-button-script.ts shows and runs it). */
export function BackButton({ className }: { className?: string }) {
  const t = useT();
  const href = useHref();
  return (
    <>
      <button
        type="button"
        hidden
        data-back-button
        data-fallback={href(blogsPath({ category: null }))}
        className={className}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t("blog:back")}
      </button>
      <script type="module" src={backScript} async />
    </>
  );
}
