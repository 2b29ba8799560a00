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
            ) : (
              <div className="grid gap-1 sm:grid-cols-2 sm:gap-4">
                <p className="break-words text-neutral-700">
                  <span className="block text-xs font-semibold text-neutral-600 uppercase">Before</span>
                  {line.before || empty}
                </p>
                <p className="break-words text-neutral-900">
                  <span className="block text-xs font-semibold text-neutral-600 uppercase">After</span>
                  {line.after || empty}
                </p>
              </div>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
