import { X } from "lucide-react";

import { Button } from "#app/components/ui/button.tsx";

/** A file chosen for upload: waiting, sending, being made into variants, or refused. */
export interface PendingUpload {
  key: number;
  fileName: string;
  /** Null while waiting for its turn; 0..1 while sending; 1 once sent (the server is making the variants). */
  progress: number | null;
  error?: string;
}

function progressText({ fileName, progress }: PendingUpload): string {
  if (progress === null) return `Waiting to upload ${fileName}…`;
  return progress < 1 ? `Uploading ${fileName}…` : `Processing ${fileName}…`;
}

/** The uploads under way, each with its progress bar, and the refused ones with their reason. */
export function UploadProgress({
  id,
  label,
  pending,
  onDismiss,
}: {
  id: string;
  label: string;
  pending: readonly PendingUpload[];
  onDismiss(key: number): void;
}) {
  return (
    <ul aria-label={`${label}: uploads`} className="mt-2 space-y-2">
      {pending.map((item) =>
        item.error ? (
          <li
            key={item.key}
            className="flex items-start gap-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200"
          >
            <span role="alert" className="min-w-0 flex-1 break-words">
              {item.error}
            </span>
            <Button
              aria-label={`Dismiss the message about ${item.fileName}`}
              onClick={() => onDismiss(item.key)}
              variant="ghost-danger"
              size="icon"
              className="-my-1.5 -mr-1.5"
            >
              <X aria-hidden className="size-4" />
            </Button>
          </li>
        ) : (
          <li key={item.key} className="text-sm text-neutral-700">
            <span id={`${id}-progress-${item.key}`} className="block truncate">
              {progressText(item)}
            </span>
            <progress
              aria-labelledby={`${id}-progress-${item.key}`}
              max={1}
              value={item.progress ?? 0}
              className="mt-1 block h-2 w-full appearance-none overflow-hidden rounded-full bg-neutral-200 [&::-moz-progress-bar]:bg-forest-600 [&::-webkit-progress-bar]:bg-neutral-200 [&::-webkit-progress-value]:bg-forest-600"
            />
          </li>
        ),
      )}
    </ul>
  );
}
