import { ImagePlus } from "lucide-react";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";

import { uploadFile } from "#app/components/admin/upload-file.ts";
import { useHydrated } from "#app/components/site/use-client.ts";
import { describedBy, FieldError, FieldMark } from "#app/components/ui/field.static.tsx";
import { fileButtonClass, fileInputClass, hintClass, labelClass } from "#app/components/ui/form-styles.ts";
import { fallbackUploadName, uploadFailedMessage } from "#app/domain/media/upload-fields.ts";

import { UploadedImages } from "./uploaded-images.tsx";
import { UploadProgress, type PendingUpload } from "./upload-progress.tsx";

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

let nextKey = 1;

/**
 * Spec §5 "Image upload" for the back office (the project editor, the blog editor): choose one or
 * several images; each is sent on its own (so one refused file does not stop the others) with a
 * progress bar, then shown as a thumbnail that can be moved and removed. Refusals name the file
 * and the reason the server gave. Without JavaScript the file input is posted with the form.
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
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [announcement, setAnnouncement] = useState("");
  // Uploads finish one after another between renders: each must build on the latest list.
  const latest = useRef<readonly string[]>(value);
  const aborts = useRef(new Set<() => void>());

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

  function update(key: number, change: Partial<PendingUpload>) {
    setPending((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }

  function forget(key: number) {
    setPending((items) => items.filter((item) => item.key !== key));
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
        forget(key);
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
    setAnnouncement(`Image moved to position ${index + by + 1} of ${next.length}.`);
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
        <UploadedImages
          name={name}
          label={label}
          multiple={multiple}
          urls={value}
          onMove={move}
          onRemove={remove}
        />
      ) : null}
      {pending.length > 0 ? (
        <UploadProgress id={id} label={label} pending={pending} onDismiss={forget} />
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
