import { ChevronLeft, ChevronRight, ImagePlus, Trash2, X } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";

import { ResponsiveImage } from "#app/components/responsive-image.static.tsx";
import { useHydrated } from "#app/components/site/use-client.ts";
import { describedBy, FieldError, FieldMark } from "#app/components/ui/field.static.tsx";
import {
  fileButtonClass,
  fileInputClass,
  hintClass,
  iconButtonClass,
  labelClass,
} from "#app/components/ui/form-styles.ts";
import { fallbackUploadName, uploadFailedMessage } from "#app/domain/media/upload-fields.ts";

import { uploadFile } from "./upload-file.ts";

export interface ImageUploaderProps {
  /** Each uploaded image's URL is posted as a hidden input of this name, in display order. */
  name: string;
  /** The field's label, e.g. "Banner image" or "Gallery images". */
  label: string;
  /** Several images (gallery: add, reorder, remove) or one (a new upload replaces it). */
  multiple?: boolean;
  /** The image URLs, in order (at most one when not `multiple`). */
  value: readonly string[];
  onChange(urls: string[]): void;
  /** Marks the label; the form itself checks that an image is there. */
  required?: boolean;
  /** A server-side validation message for this field, e.g. 'Please upload a banner image'. */
  error?: string;
  /** Shown when an upload fails without a reason from the server (spec §8 texts). */
  failureMessage?: string;
  /** Told when uploads start and finish, e.g. to hold the form's Save button meanwhile. */
  onBusyChange?(busy: boolean): void;
}

interface Pending {
  key: number;
  fileName: string;
  /** Null while waiting for its turn; 0..1 while sending; 1 once sent (the server is making the variants). */
  progress: number | null;
  error?: string;
}

let nextKey = 1;

/**
 * Spec §5 "Image upload" for the back office: choose one or several images; each is sent on its
 * own (so one refused file does not stop the others) with a progress bar, then shown as a
 * thumbnail that can be moved and removed. Refusals name the file and the reason the server gave.
 */
export function ImageUploader({
  name,
  label,
  multiple = false,
  value,
  onChange,
  required,
  error,
  failureMessage = uploadFailedMessage,
  onBusyChange,
}: ImageUploaderProps) {
  const id = useId();
  const hydrated = useHydrated();
  const [pending, setPending] = useState<Pending[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // Uploads finish one after another between renders: each must build on the latest list.
  const latest = useRef<readonly string[]>(value);
  const aborts = useRef(new Set<() => void>());
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    latest.current = value;
  }, [value]);

  const busy = pending.some((item) => !item.error);
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  useEffect(() => {
    const running = aborts.current;
    return () => running.forEach((abort) => abort());
  }, []);

  function commit(next: string[]) {
    latest.current = next;
    onChange(next);
  }

  function update(key: number, change: Partial<Pending>) {
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  async function uploadAll(files: File[]) {
    const items = files.map((file) => ({ key: nextKey++, file }));
    setPending((current) => [
      ...current,
      ...items.map(({ key, file }) => ({ key, fileName: file.name, progress: null })),
    ]);
    // One at a time: the server encodes each image several times, and order is kept.
    for (const { key, file } of items) {
      update(key, { progress: 0 });
      const upload = uploadFile(file, (progress) => update(key, { progress }), failureMessage);
      aborts.current.add(upload.abort);
      const result = await upload.done;
      aborts.current.delete(upload.abort);
      if ("url" in result) {
        setPending((current) => current.filter((item) => item.key !== key));
        commit(multiple ? [...latest.current, result.url] : [result.url]);
        setAnnouncement(`${file.name} uploaded.`);
      } else {
        update(key, { error: result.error });
      }
    }
  }

  function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    // Choosing the same file again must fire change again.
    event.target.value = "";
    if (files.length > 0) void uploadAll(files);
  }

  function move(index: number, by: -1 | 1) {
    const next = [...value];
    const [url] = next.splice(index, 1);
    next.splice(index + by, 0, url!);
    commit(next);
    const position = index + by + 1;
    setAnnouncement(`Image moved to position ${position} of ${next.length}.`);
    // The moved card's button may now be disabled (first or last place): keep focus on that card.
    requestAnimationFrame(() => {
      const card = list.current?.children[position - 1];
      const buttons = Array.from(card?.querySelectorAll<HTMLButtonElement>("button") ?? []);
      const wanted = buttons[by === -1 ? 0 : 1];
      (wanted && !wanted.disabled ? wanted : buttons.find((b) => !b.disabled))?.focus();
    });
  }

  function remove(index: number) {
    commit(value.filter((_, i) => i !== index));
    setAnnouncement(`Image ${index + 1} removed.`);
  }

  const chooseText = multiple
    ? value.length > 0
      ? "Add more images"
      : "Choose images"
    : value.length > 0
      ? "Replace image"
      : "Choose image";

  return (
    <fieldset>
      <legend className={labelClass}>
        {label}
        {required ? <FieldMark required /> : null}
      </legend>
      <p id={`${id}-hint`} className={hintClass}>
        JPEG, PNG, WebP or AVIF, up to 15 MB{multiple ? " each; choose several at once" : ""}.
      </p>

      {value.length > 0 ? (
        <ul
          ref={list}
          aria-label={`${label}: uploaded`}
          className={`mt-2 grid gap-3 ${multiple ? "grid-cols-2 sm:grid-cols-3 lg:grid-cols-4" : "max-w-60"}`}
        >
          {value.map((url, index) => (
            <li key={url} className="overflow-hidden rounded-md bg-white ring-1 ring-neutral-300">
              <input type="hidden" name={name} value={url} />
              <div className="aspect-[4/3] bg-neutral-100">
                <ResponsiveImage
                  src={url}
                  alt={multiple ? `${label}: image ${index + 1} of ${value.length}` : label}
                  sizes="240px"
                  className="h-full w-full object-cover"
                />
              </div>
              {hydrated ? (
                <div className="flex items-center justify-end gap-1 p-1">
                  {multiple ? (
                    <>
                      <button
                        type="button"
                        aria-label={`Move image ${index + 1} earlier`}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                        className={iconButtonClass}
                      >
                        <ChevronLeft aria-hidden className="size-4" />
                      </button>
                      <button
                        type="button"
                        aria-label={`Move image ${index + 1} later`}
                        disabled={index === value.length - 1}
                        onClick={() => move(index, 1)}
                        className={iconButtonClass}
                      >
                        <ChevronRight aria-hidden className="size-4" />
                      </button>
                    </>
                  ) : null}
                  <button
                    type="button"
                    aria-label={multiple ? `Remove image ${index + 1}` : `Remove ${label.toLowerCase()}`}
                    onClick={() => remove(index)}
                    className={`${iconButtonClass} text-red-700 hover:bg-red-50 hover:text-red-800`}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {pending.length > 0 ? (
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
                <button
                  type="button"
                  aria-label={`Dismiss the message about ${item.fileName}`}
                  onClick={() => setPending((current) => current.filter((p) => p.key !== item.key))}
                  className="shrink-0 rounded p-0.5 hover:bg-red-100"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ) : (
              <li key={item.key} className="text-sm text-neutral-700">
                <span id={`${id}-progress-${item.key}`} className="block truncate">
                  {item.progress === null
                    ? `Waiting to upload ${item.fileName}…`
                    : item.progress < 1
                      ? `Uploading ${item.fileName}…`
                      : `Processing ${item.fileName}…`}
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
      ) : null}

      <div className="mt-2">
        <input
          id={`${id}-file`}
          type="file"
          accept="image/*"
          multiple={multiple}
          name={hydrated ? undefined : fallbackUploadName(name)}
          onChange={onFiles}
          aria-describedby={describedBy(id, true, error)}
          aria-invalid={error ? true : undefined}
          className={hydrated ? "peer sr-only" : fileInputClass}
        />
        {hydrated ? (
          <label htmlFor={`${id}-file`} className={fileButtonClass}>
            <ImagePlus aria-hidden className="size-4" />
            <span className="sr-only">{label}: </span>
            {chooseText}
          </label>
        ) : (
          <label htmlFor={`${id}-file`} className="sr-only">
            {label}: {chooseText}
          </label>
        )}
      </div>
      <FieldError id={id} error={error} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}
