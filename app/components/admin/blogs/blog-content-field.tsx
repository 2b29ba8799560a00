import { lazy, Suspense, useState, type ReactNode } from "react";

import { useHydrated } from "#app/components/site/use-client.ts";
import { describedBy, Field, type FieldBinding } from "#app/components/ui/field.static.tsx";
import { controlClass } from "#app/components/ui/form-styles.ts";
import { blogFieldLabels, blogFormMessages } from "#app/domain/blogs/blog-form-fields.ts";
import type { FieldRule } from "#app/lib/field-rules.ts";

// Its own chunk: only staff writing a post download the editor.
const RichTextEditor = lazy(() => import("#app/components/admin/rich-text/rich-text-editor.tsx"));

/**
 * The blog form's Content field (spec §5: 12 rows). Without JavaScript, and in the editor's HTML
 * source view, it is the plain text area; in the browser a formatting editor opens over it and
 * writes its HTML into the same field, so the form posts `content` exactly as before.
 */
export function BlogContentField({
  binding,
  label = blogFieldLabels.content,
  rule,
  hint,
}: {
  binding: FieldBinding;
  /** Content, or (the Tamil content) Content in Tamil. */
  label?: string;
  rule: Pick<FieldRule, "required" | "maxLength">;
  hint: ReactNode;
}) {
  const { id, name, error, defaultValue = "", marked } = binding;
  const hydrated = useHydrated();
  const [html, setHtml] = useState(defaultValue);
  const [sourceView, setSourceView] = useState(false);
  const [missing, setMissing] = useState(false);
  const shownError = error ?? (missing ? blogFormMessages.content : undefined);
  const description = describedBy(id, hint, shownError);
  const formatted = hydrated && !sourceView;

  return (
    <Field id={id} label={label} hint={hint} error={shownError} marked={marked} required={rule.required}>
      {hydrated ? (
        <Suspense fallback={null}>
          <RichTextEditor
            html={html}
            onChange={(value) => {
              setHtml(value);
              if (value) setMissing(false);
            }}
            sourceView={sourceView}
            onSourceViewChange={setSourceView}
            labelledBy={`${id}-label`}
            describedBy={description}
            invalid={Boolean(shownError)}
          />
        </Suspense>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={12}
        required={rule.required}
        maxLength={rule.maxLength}
        value={html}
        onChange={(event) => setHtml(event.target.value)}
        // Hidden under the formatted view, the browser cannot point at it: say it next to the editor.
        onInvalid={(event) => {
          if (!formatted) return;
          event.preventDefault();
          setMissing(true);
        }}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={description}
        className={`${controlClass.compact} font-mono text-sm leading-relaxed ${formatted ? "hidden" : ""}`}
      />
    </Field>
  );
}
