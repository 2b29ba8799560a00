import { ArrowLeft } from "lucide-react";
import { useNavigate } from "react-router";

import { useHydrated } from "~/components/site/use-client";

/**
 * Spec §2: a Back button that goes back in history. A visitor who opened the post straight from a
 * shared link has no page of ours to go back to, so they land on the blog listing instead. Shown
 * only once JavaScript runs: without it the 'Back to Blogs' link does the job.
 */
export function BackButton({ className }: { className?: string }) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  if (!hydrated) return null;
  return (
    <button
      type="button"
      onClick={() => {
        if (window.history.length > 1) void navigate(-1);
        else void navigate("/blogs");
      }}
      className={className}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back
    </button>
  );
}
