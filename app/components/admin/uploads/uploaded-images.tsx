import { ChevronLeft, ChevronRight, Trash2 } from "lucide-react";
import { useRef } from "react";

import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { useHydrated } from "#app/components/site/use-client.ts";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The images an ImageUploader holds, each posted as a hidden input in order, with (once JavaScript
 * runs) buttons to move a gallery image earlier or later and to remove one.
 */
export function UploadedImages({
  name,
  label,
  multiple,
  urls,
  onMove,
  onRemove,
}: {
  name: string;
  label: string;
  multiple: boolean;
  urls: readonly string[];
  onMove(index: number, by: -1 | 1): void;
  onRemove(index: number): void;
}) {
  const hydrated = useHydrated();
  const list = useRef<HTMLUListElement>(null);

  function move(index: number, by: -1 | 1) {
    onMove(index, by);
    // The moved card's button may now be disabled (first or last place): keep focus on that card.
    requestAnimationFrame(() => {
      const card = list.current?.children[index + by];
      const buttons = Array.from(card?.querySelectorAll<HTMLButtonElement>("button") ?? []);
      const wanted = buttons[by === -1 ? 0 : 1];
      (wanted && !wanted.disabled ? wanted : buttons.find((b) => !b.disabled))?.focus();
    });
  }

  return (
    <ul
      ref={list}
      aria-label={`${label}: uploaded`}
      className={`mt-2 grid gap-3 ${multiple ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" : "max-w-60"}`}
    >
      {urls.map((url, index) => (
        <li key={url} className="overflow-hidden rounded-md bg-white ring-1 ring-neutral-300">
          <input type="hidden" name={name} value={url} />
          <div className="aspect-[4/3] bg-neutral-100">
            <ResponsiveImage
              src={url}
              alt={multiple ? `${label}: image ${index + 1} of ${urls.length}` : label}
              sizes="240px"
              className="h-full w-full object-cover"
            />
          </div>
          {hydrated ? (
            <div className="flex items-center justify-end gap-1 p-1">
              {multiple ? (
                <>
                  <Button
                    aria-label={`Move image ${index + 1} earlier`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    variant="ghost"
                    size="icon"
                  >
                    <ChevronLeft aria-hidden className="size-4" />
                  </Button>
                  <Button
                    aria-label={`Move image ${index + 1} later`}
                    disabled={index === urls.length - 1}
                    onClick={() => move(index, 1)}
                    variant="ghost"
                    size="icon"
                  >
                    <ChevronRight aria-hidden className="size-4" />
                  </Button>
                </>
              ) : null}
              <Button
                aria-label={multiple ? `Remove image ${index + 1}` : `Remove ${label.toLowerCase()}`}
                onClick={() => onRemove(index)}
                variant="ghost-danger"
                size="icon"
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
