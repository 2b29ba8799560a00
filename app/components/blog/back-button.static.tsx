import { ArrowLeft } from "lucide-react";

import { blogsPath } from "#app/domain/blogs/blog-paths.ts";

import backScript from "./back-button-script.ts?script";

/** Spec §2: a Back button that goes back in history (back-button-script.ts shows and runs it). */
export function BackButton({ className }: { className?: string }) {
  return (
    <>
      <button
        type="button"
        hidden
        data-back-button
        data-fallback={blogsPath({ category: null })}
        className={className}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </button>
      <script type="module" src={backScript} async />
    </>
  );
}
