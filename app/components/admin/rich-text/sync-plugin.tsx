import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $getRoot, $insertNodes, $setSelection, type LexicalEditor } from "lexical";
import { useEffect, useRef } from "react";

import { contentWithBreaks } from "#app/domain/blogs/content-lines.ts";

import { cleanEditorHtml } from "./clean-html.ts";

const importTag = "content-import";

function exportClean(editor: LexicalEditor): string {
  return editor.read(() => cleanEditorHtml($generateHtmlFromNodes(editor, null)));
}

/**
 * Keeps the editor and the content field in step. The field's text is read into the editor when
 * it opens and whenever the source view closes; edits write clean HTML back. While the editor
 * holds what it read, the field keeps the stored text as it was, so opening a post and saving it
 * unchanged stores it byte for byte.
 */
export function SyncPlugin({
  html,
  sourceView,
  onChange,
}: {
  html: string;
  sourceView: boolean;
  onChange(html: string): void;
}) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef({ html, onChange });
  const imported = useRef<{ source: string; clean: string } | null>(null);

  useEffect(() => {
    latest.current = { html, onChange };
  });

  useEffect(() => {
    if (sourceView) return;
    const source = latest.current.html;
    editor.update(
      () => {
        const dom = new DOMParser().parseFromString(contentWithBreaks(source), "text/html");
        const nodes = $generateNodesFromDOM(editor, dom);
        const root = $getRoot();
        root.clear();
        root.select();
        $insertNodes(nodes);
        // A selection left by code makes Lexical move the browser's focus into the editor, taking
        // it from the field being typed in (the Title, as the editor loads after the dialog opens).
        $setSelection(null);
      },
      {
        tag: importTag,
        onUpdate: () => (imported.current = { source, clean: exportClean(editor) }),
      },
    );
  }, [editor, sourceView]);

  useEffect(
    () =>
      editor.registerUpdateListener(({ tags }) => {
        const before = imported.current;
        if (!before || tags.has(importTag)) return;
        const clean = exportClean(editor);
        latest.current.onChange(clean === before.clean ? before.source : clean);
      }),
    [editor],
  );

  return null;
}
