import { useId, useState } from "react";

import { UntranslatedNote } from "#app/components/admin/untranslated-note.tsx";
import { Button } from "#app/components/ui/button.tsx";
import type { FieldBinding } from "#app/components/ui/field.static.tsx";
import { TextAreaField, TextField } from "#app/components/ui/inputs.static.tsx";
import type { BlogField, BlogFieldErrors } from "#app/domain/blogs/blog-form.ts";
import { blogFieldLabels as labels, blogFieldRules as rules } from "#app/domain/blogs/blog-form-fields.ts";
import type { PostTranslatedField } from "#app/domain/blogs/blog-language.ts";
import { tamilSlugify } from "#app/domain/blogs/slug.ts";

import { BlogContentField } from "./blog-content-field.tsx";

const tamilFields = ["titleTa", "slugTa", "excerptTa", "contentTa"] as const;

/**
 * Issue "Tamil and English": the post's texts for Tamil pages, in the same editor (a field left
 * empty shows the English on Tamil pages). What the stored post lacks in Tamil shows at the top;
 * the fields open on request, so the English form stays as it was. Until they open, the stored
 * Tamil texts are posted unchanged (also without JavaScript, which the fields need).
 */
export function BlogTamilFields({
  field,
  englishSlug,
  untranslated,
  errors,
}: {
  field: (name: BlogField) => FieldBinding;
  /** The Tamil page's address while the post has no Tamil slug. */
  englishSlug: string;
  /** What the stored post still lacks in Tamil (null: a new post). */
  untranslated: PostTranslatedField[] | null;
  errors: BlogFieldErrors;
}) {
  const [open, setOpen] = useState(() => tamilFields.some((name) => errors[name] !== undefined));
  const [opened, setOpened] = useState(open);
  const [title, setTitle] = useState(field("titleTa").defaultValue ?? "");
  const [slug, setSlug] = useState(field("slugTa").defaultValue ?? "");
  const id = useId();

  return (
    <section className="space-y-4 border-t border-neutral-200 pt-5" aria-labelledby={`${id}-heading`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-base font-semibold text-neutral-900">
          Tamil
        </h3>
        <Button
          type="button"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          {open ? "Hide the Tamil texts" : "Write the Tamil texts"}
        </Button>
      </div>
      <UntranslatedNote missing={untranslated?.map((name) => labels[name]) ?? null} />
      {opened ? null : (
        <>
          <input type="hidden" name="titleTa" value={title} />
          <input type="hidden" name="slugTa" value={slug} />
          <input type="hidden" name="excerptTa" value={field("excerptTa").defaultValue ?? ""} />
          <input type="hidden" name="contentTa" value={field("contentTa").defaultValue ?? ""} />
        </>
      )}
      {opened ? (
        <div id={`${id}-fields`} className="space-y-5" hidden={!open} lang="ta">
          <TextField
            {...field("titleTa")}
            label={labels.titleTa}
            rule={rules.titleTa}
            value={title}
            hint={<span lang="en">Left empty, Tamil pages show the English title.</span>}
            onChange={(event) => {
              setTitle(event.target.value);
              setSlug(tamilSlugify(event.target.value));
            }}
          />
          <TextField
            {...field("slugTa")}
            label={labels.slugTa}
            rule={rules.slugTa}
            value={slug}
            spellCheck={false}
            autoCapitalize="none"
            autoComplete="off"
            onChange={(event) => setSlug(event.target.value)}
            inputClassName="font-mono"
            hint={
              <span lang="en">
                Made from the Tamil title as you type; you can edit it. Tamil letters are fine. Tamil web
                address:{" "}
                <span className="font-mono break-all text-neutral-800">
                  /ta/blog/{slug || englishSlug || "…"}
                </span>
              </span>
            }
          />
          <TextAreaField
            {...field("excerptTa")}
            label={labels.excerptTa}
            rule={rules.excerptTa}
            rows={3}
            hint={<span lang="en">Left empty, Tamil pages show the English excerpt.</span>}
          />
          <BlogContentField
            binding={field("contentTa")}
            label={labels.contentTa}
            rule={rules.contentTa}
            hint={
              <span lang="en">
                The same formatting as the English content. Left empty, Tamil pages show the English content.
              </span>
            }
          />
        </div>
      ) : null}
    </section>
  );
}
