import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";

import { blogCategories, blogStatuses } from "~/domain/blogs/blog";
import type { BlogFieldErrors, BlogFormValues } from "~/domain/blogs/blog-form";
import { slugify } from "~/domain/blogs/slug";
import { blogTagSuggestions } from "~/domain/blogs/blog";

import { BlogDialog } from "./blog-dialog";
import { ChipInput } from "./chip-input";
import { buttonClass, fieldErrorClass, hintClass, inputClass, labelClass } from "./form-styles";
import { ImageUploader } from "./image-uploader";

export interface BlogEditorProps {
  /** The blog being edited, or null for a new one. */
  blogId: string | null;
  /** What the fields start with: the stored blog, or what was posted when the save was refused. */
  initial: BlogFormValues;
  errors: BlogFieldErrors;
  /** A failure of the save itself (spec §8 texts), shown above the buttons. */
  formError?: string;
  closeHref: string;
}

export const emptyBlogForm: BlogFormValues = {
  title: "",
  slug: "",
  author: "",
  category: "",
  excerpt: "",
  content: "",
  tags: [],
  featuredImage: [],
  status: "Draft",
};

const statusHints: Record<(typeof blogStatuses)[number], string> = {
  Draft: "Only staff can see it, in the preview.",
  Published: "Shown on the website, dated now (also when saving it again).",
};

function Field({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria props tying a control to its hint and its error. */
function described(id: string, hint: boolean, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

/**
 * Spec §2/§4/§5 blog form, for adding and editing. The slug follows the title on every title
 * change (spec §4) and may be edited by hand until the title changes again. Posts to the blogs
 * route's action; refused fields come back with their messages and everything typed kept.
 */
export function BlogEditor({ blogId, initial, errors, formError, closeHref }: BlogEditorProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [title, setTitle] = useState(initial.title);
  const [slug, setSlug] = useState(initial.slug);
  const [tags, setTags] = useState<string[]>(initial.tags);
  const [image, setImage] = useState<string[]>(initial.featuredImage.slice(0, 1));
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const form = useRef<HTMLFormElement>(null);

  // After a refused save, take the person to the first field to fix.
  useEffect(() => {
    if (Object.keys(errors).length === 0 && !formError) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true'], [data-form-error]")?.focus();
  }, [errors, formError]);

  const isNew = blogId === null;
  return (
    <BlogDialog title={isNew ? "Add New Blog" : "Edit Blog"} closeHref={closeHref}>
      <Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="space-y-5 px-4 py-5 sm:px-6"
      >
        <input type="hidden" name="intent" value="save" />
        {blogId ? <input type="hidden" name="id" value={blogId} /> : null}
        <p className="text-sm text-neutral-600">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>

        <Field id={fieldId("title")} label="Title" required error={errors.title}>
          <input
            id={fieldId("title")}
            name="title"
            type="text"
            required
            maxLength={200}
            value={title}
            data-autofocus
            onChange={(event) => {
              setTitle(event.target.value);
              setSlug(slugify(event.target.value));
            }}
            className={inputClass}
            {...described(fieldId("title"), false, errors.title)}
          />
        </Field>

        <Field
          id={fieldId("slug")}
          label="Slug"
          required
          error={errors.slug}
          hint={
            <>
              Made from the title as you type; you can edit it.
              {isNew ? null : " Changing it changes the web address, so old links stop working."} Web address:{" "}
              <span className="font-mono break-all text-neutral-800">/blog/{slug || "…"}</span>
            </>
          }
        >
          <input
            id={fieldId("slug")}
            name="slug"
            type="text"
            required
            maxLength={200}
            value={slug}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            onChange={(event) => setSlug(event.target.value)}
            className={`${inputClass} font-mono`}
            {...described(fieldId("slug"), true, errors.slug)}
          />
        </Field>

        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={fieldId("author")} label="Author" required error={errors.author}>
            <input
              id={fieldId("author")}
              name="author"
              type="text"
              required
              maxLength={100}
              defaultValue={initial.author}
              className={inputClass}
              {...described(fieldId("author"), false, errors.author)}
            />
          </Field>
          <Field id={fieldId("category")} label="Category" required error={errors.category}>
            <select
              id={fieldId("category")}
              name="category"
              required
              defaultValue={initial.category}
              className={inputClass}
              {...described(fieldId("category"), false, errors.category)}
            >
              <option value="">Select a category</option>
              {blogCategories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <ChipInput
          name="tags"
          label="Tags"
          values={tags}
          onChange={setTags}
          suggestions={blogTagSuggestions}
          placeholder="Type a tag and press Enter"
          hint="The blog cards show the first 3 tags."
          error={errors.tags}
        />

        <Field
          id={fieldId("excerpt")}
          label="Excerpt"
          required
          error={errors.excerpt}
          hint="A short summary for the blog cards and search results."
        >
          <textarea
            id={fieldId("excerpt")}
            name="excerpt"
            rows={3}
            required
            maxLength={1000}
            defaultValue={initial.excerpt}
            className={inputClass}
            {...described(fieldId("excerpt"), true, errors.excerpt)}
          />
        </Field>

        <Field
          id={fieldId("content")}
          label="Content"
          required
          error={errors.content}
          hint={
            <>
              Line breaks are kept. Simple HTML is allowed, for example{" "}
              <code className="text-neutral-800">&lt;h3&gt;</code>,{" "}
              <code className="text-neutral-800">&lt;strong&gt;</code>,{" "}
              <code className="text-neutral-800">&lt;a href="…"&gt;</code> and{" "}
              <code className="text-neutral-800">&lt;ul&gt;&lt;li&gt;</code>; scripts and styles are removed.
            </>
          }
        >
          <textarea
            id={fieldId("content")}
            name="content"
            rows={12}
            required
            maxLength={100_000}
            defaultValue={initial.content}
            className={`${inputClass} font-mono text-sm leading-relaxed`}
            {...described(fieldId("content"), true, errors.content)}
          />
        </Field>

        <ImageUploader
          name="featuredImage"
          label="Featured Image"
          value={image}
          onChange={setImage}
          required
          error={errors.featuredImage}
        />

        <fieldset>
          <legend className={labelClass}>Status</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {blogStatuses.map((status) => (
              <label
                key={status}
                className="flex cursor-pointer gap-3 rounded-md border border-neutral-300 p-3 has-checked:border-forest-600 has-checked:bg-forest-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-forest-600"
              >
                <input
                  type="radio"
                  name="status"
                  value={status}
                  defaultChecked={initial.status === status}
                  aria-describedby={errors.status ? `${fieldId("status")}-error` : undefined}
                  className="mt-1 size-4 accent-forest-700"
                />
                <span>
                  <span className="block text-sm font-semibold text-neutral-900">{status}</span>
                  <span className="block text-sm text-neutral-600">{statusHints[status]}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.status ? (
            <p id={`${fieldId("status")}-error`} className={fieldErrorClass}>
              {errors.status}
            </p>
          ) : null}
        </fieldset>

        {formError ? (
          <p
            role="alert"
            tabIndex={-1}
            data-form-error
            className="rounded-md bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {formError}
          </p>
        ) : null}

        <div className="sticky bottom-0 -mx-4 flex flex-col-reverse gap-3 border-t border-neutral-200 bg-white px-4 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:rounded-b-xl sm:px-6">
          <Link to={closeHref} preventScrollReset className={buttonClass.secondary}>
            Cancel
          </Link>
          <button type="submit" disabled={saving} className={buttonClass.primary}>
            {saving ? "Saving..." : isNew ? "Add Blog" : "Update Blog"}
          </button>
        </div>
      </Form>
    </BlogDialog>
  );
}
