import type { ReactNode } from "react";

import { ThumbnailImage } from "#app/components/responsive-image.static.tsx";
import type { FieldLine, TextPart } from "#app/domain/revisions/index.ts";

/**
 * A long text's changed words (issue "Publish later and go back": "text diffs"): taken out struck
 * through in red, put in underlined in green, each also said in words for a reader without colour.
 */
function WordChanges({ parts }: { parts: readonly TextPart[] }) {
  return (
    <p className="break-words whitespace-pre-line text-neutral-800">
      {parts.map((part, i) =>
        part.change === "removed" ? (
          <del key={i} className="mx-px rounded-sm bg-red-100 px-0.5 text-red-900 decoration-red-700">
            <span className="sr-only">removed: </span>
            {part.text}
          </del>
        ) : part.change === "added" ? (
          <ins key={i} className="mx-px rounded-sm bg-green-100 px-0.5 text-green-900 decoration-green-700">
            <span className="sr-only">added: </span>
            {part.text}
          </ins>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

const empty = <span className="text-neutral-500 italic">(empty)</span>;

/** An image field's pictures as small thumbnails, with their count in words. */
function Pictures({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return empty;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {urls.map((url) => (
        <span key={url} className="h-12 w-16 shrink-0 overflow-hidden rounded bg-neutral-200">
          <ThumbnailImage src={url} className="h-full w-full object-cover" />
        </span>
      ))}
      <span className="text-neutral-600">{urls.length === 1 ? "1 image" : `${urls.length} images`}</span>
    </span>
  );
}

/** A field's value before a save and after it, side by side from the tablet width. */
function BeforeAfter({ before, after }: { before: ReactNode; after: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-2 sm:gap-4">
      <div className="break-words text-neutral-700">
        <span className="block text-xs font-semibold text-neutral-600 uppercase">Before</span>
        {before}
      </div>
      <div className="break-words text-neutral-900">
        <span className="block text-xs font-semibold text-neutral-600 uppercase">After</span>
        {after}
      </div>
    </div>
  );
}

/** What a save holds or changed, field by field, by the editor's labels. */
export function FieldLines({ lines }: { lines: readonly FieldLine[] }) {
  return (
    <dl className="divide-y divide-neutral-200 text-sm">
      {lines.map((line) => (
        <div key={line.field} className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4">
          <dt className="font-semibold text-neutral-900">{line.label}</dt>
          <dd className="min-w-0">
            {line.kind === "text" ? (
              <WordChanges parts={line.parts} />
            ) : line.kind === "value" ? (
              <p className="break-words whitespace-pre-line text-neutral-800">{line.value}</p>
            ) : line.kind === "images" ? (
              line.before === null ? (
                <Pictures urls={line.after} />
              ) : (
                <BeforeAfter
                  before={<Pictures urls={line.before} />}
                  after={<Pictures urls={line.after} />}
                />
              )
            ) : (
              <BeforeAfter before={line.before || empty} after={line.after || empty} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
