import { CheckCircle2, X, XCircle } from "lucide-react";
import { useEffect, useState } from "react";

import type { Toast } from "#app/lib/toast.ts";

/** Shows the result of the last action (spec §8 texts) until dismissed or for a few seconds. */
export function ToastMessage({ toast }: { toast: Toast | null }) {
  const [dismissed, setDismissed] = useState<Toast | null>(null);
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setDismissed(toast), 6000);
    return () => clearTimeout(timer);
  }, [toast]);
  const shown = toast !== dismissed ? toast : null;
  if (!shown) return null;
  const success = shown.type === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={`fixed right-4 bottom-4 z-50 flex max-w-sm items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ring-1 ${
        success ? "bg-green-50 text-green-900 ring-green-200" : "bg-red-50 text-red-900 ring-red-200"
      }`}
    >
      {success ? (
        <CheckCircle2 aria-hidden className="size-5 shrink-0" />
      ) : (
        <XCircle aria-hidden className="size-5 shrink-0" />
      )}
      <span className="flex-1">{shown.message}</span>
      <button type="button" aria-label="Dismiss" onClick={() => setDismissed(toast)} className="shrink-0">
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
