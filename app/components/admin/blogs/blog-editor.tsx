import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

import { ChipInput } from "#app/components/ui/chip-input.tsx";
import { RadioCards } from "#app/components/ui/radio-cards.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { DialogFooter } from "#app/components/ui/dialog-footer.tsx";
import { bindFields } from "#app/components/ui/field.static.tsx";
import { FormError, SubmitButton } from "#app/components/ui/form-status.static.tsx";
import { SelectField, TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { SaveConflictNotice } from "#app/components/ui/save-conflict.tsx";
import { blogCategories, blogStatuses, blogTagSuggestions } from "#app/domain/blogs/blog.ts";
import type { BlogFieldErrors, BlogFormValues } from "#app/domain/blogs/blog-form.ts";
import {
  blogFieldLabels as labels,
  blogFieldRules as rules,
  blogTagLimits,
} from "#app/domain/blogs/blog-form-fields.ts";
import type { PostTranslatedField } from "#app/domain/blogs/blog-language.ts";
import { blogHistoryPath } from "#app/domain/blogs/blog-paths.ts";
import { slugify } from "#app/domain/blogs/slug.ts";
import type { DraftOffer } from "#app/domain/drafts/index.ts";
import type { SaveConflict } from "#app/domain/revisions/index.ts";

import { ScheduleFields } from "#app/components/admin/schedule-fields.tsx";
import { DraftAutosave } from "#app/components/admin/drafts/draft-autosave.tsx";
import { DraftNotice } from "#app/components/admin/drafts/draft-notice.tsx";
import { ImageUploader } from "#app/components/admin/uploads/image-uploader.tsx";

import { BlogContentField } from "./blog-content-field.tsx";
import { BlogTamilFields } from "./blog-tamil-fields.tsx";

export interface BlogEditorProps {
  /** The blog being edited, or null for a new one. */
  blogId: string | null;
  /** The revision the editor opened, posted with its save (null for a new post). */
  revision: number | null;
  /** What the fields start with: the stored blog, or what was posted when the save was refused. */
  initial: BlogFormValues;
  errors: BlogFieldErrors;
  /** A failure of the save itself (spec §8 texts), shown above the buttons. */
  formError?: string;
  /** A colleague saved the post after it was opened: the form holds the two saves merged. */
  conflict?: SaveConflict;
  /** The stored post's texts not translated into Tamil yet (null for a new post). */
  untranslated: PostTranslatedField[] | null;
  /** The author's unsaved changes to this post, kept by the autosave: offered to recover. */
  draft?: DraftOffer | null;
  closeHref: string;
}

const statusHints: Record<(typeof blogStatuses)[number], string> = {
  Draft: "Only staff can see it, in the preview.",
  Published: "Shown on the website, dated now (also when saving it again).",
};

const statusOptions = blogStatuses.map((status) => ({
  value: status,
  label: status,
  hint: statusHints[status],
}));

/**
 * Spec §2/§4/§5 blog form, for adding and editing. The slug follows the title on every title
 * change (spec §4) and may be edited by hand until the title changes again. Posts to the blogs
 * route's action; refused fields come back with their messages and everything typed kept.
 */
export function BlogEditor({
  blogId,
  revision,
  initial,
  untranslated,
  errors,
  formError,
  conflict,
  draft,
  closeHref,
}: BlogEditorProps) {
  const id = useId();
  const field = bindFields({ idPrefix: id, errors, values: initial, marked: true });
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [image, setImage] = useState<string[]>(initial.featuredImage.slice(0, 1));
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const form = useRef<HTMLFormElement>(null);

  // After a refused save, take the person to the first field to fix.
  useEffect(() => {
    if (Object.keys(errors).length === 0 && !formError && !conflict) return;
    form.current
      ?.querySelector<HTMLElement>("[data-save-conflict], [aria-invalid='true'], [data-form-error]")
      ?.focus();
  }, [errors, formError, conflict]);

  const isNew = blogId === null;
  return (
    <Dialog title={isNew ? "Add New Blog" : "Edit Blog"} closeHref={closeHref}>
      <DraftNotice offer={draft} entity="blog" recordId={blogId} />
      <Form ref={form} method="post" encType="multipart/form-data" preventScrollReset>
        <div className="space-y-5 px-4 py-5 sm:px-6">
          <input type="hidden" name="intent" value="save" />
          {blogId ? <input type="hidden" name="id" value={blogId} /> : null}
          {blogId ? <input type="hidden" name="revision" value={String(revision)} /> : null}
          {conflict ? <SaveConflictNotice conflict={conflict} /> : null}
          {blogId ? (
            <LinkButton to={blogHistoryPath(blogId)} size="sm">
              History<span className="sr-only"> of this post&apos;s saves</span>
            </LinkButton>
          ) : null}
          <p className="text-sm text-neutral-600">
            Fields marked <span className="text-red-700">*</span> are required.
          </p>

          <TextField
            {...field("title")}
            label={labels.title}
            rule={rules.title}
            value={title}
            data-autofocus
            onChange={(event) => {
              setTitle(event.target.value);
              setSlug(slugify(event.target.value));
            }}
          />

          <TextField
            {...field("slug")}
            label={labels.slug}
            rule={rules.slug}
            hint={
              <>
                Made from the title as you type; you can edit it.
                {isNew ? null : " Changing it changes the web address, so old links stop working."} Web
                address: <span className="font-mono break-all text-neutral-800">/blog/{slug || "…"}</span>
              </>
            }
            value={slug}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            onChange={(event) => setSlug(event.target.value)}
            inputClassName="font-mono"
          />

          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...field("author")} label={labels.author} rule={rules.author} />
            <SelectField
              {...field("category")}
              label={labels.category}
              rule={rules.category}
              placeholder="Select a category"
              options={blogCategories}
            />
          </div>

          <ChipInput
            name="tags"
            label={labels.tags}
            values={tags}
            onChange={setTags}
            suggestions={blogTagSuggestions}
            placeholder="Type a tag and press Enter"
            hint="The blog cards show the first 3 tags."
            maxLength={blogTagLimits.length}
            error={errors.tags}
          />

          <TextAreaField
            {...field("excerpt")}
            label={labels.excerpt}
            rule={rules.excerpt}
            rows={3}
            hint="A short summary for the blog cards and search results."
          />

          <BlogContentField
            binding={field("content")}
            rule={rules.content}
            hint={
              <>
                Line breaks are kept. Simple HTML is allowed, for example{" "}
                <code className="text-neutral-800">&lt;h3&gt;</code>,{" "}
                <code className="text-neutral-800">&lt;strong&gt;</code>,{" "}
                <code className="text-neutral-800">&lt;a href="…"&gt;</code> and{" "}
                <code className="text-neutral-800">&lt;ul&gt;&lt;li&gt;</code>; scripts and styles are
                removed. Pictures come from this site&apos;s uploads only: add them with the picture button (a
                picture from another site is refused).
              </>
            }
          />

          <ImageUploader
            name="featuredImage"
            label={labels.featuredImage}
            value={image}
            onChange={setImage}
            required
            error={errors.featuredImage}
          />

          <RadioCards
            id={`${id}-status`}
            name="status"
            legend={labels.status}
            options={statusOptions}
            value={initial.status}
            error={errors.status}
          />

          <ScheduleFields field={field} what="post" />

          <BlogTamilFields field={field} englishSlug={slug} untranslated={untranslated} errors={errors} />

          <FormError message={formError} />
        </div>

        <DialogFooter>
          <DraftAutosave form={form} entity="blog" recordId={blogId} saving={saving} />
          <LinkButton to={closeHref} preventScrollReset>
            Cancel
          </LinkButton>
          <SubmitButton pending={saving} pendingLabel="Saving...">
            {isNew ? "Add Blog" : "Update Blog"}
          </SubmitButton>
        </DialogFooter>
      </Form>
    </Dialog>
  );
}
