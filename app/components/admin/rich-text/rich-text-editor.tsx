import { LinkNode } from "@lexical/link";
import { ListItemNode, ListNode } from "@lexical/list";
import {
  BOLD_STAR,
  HEADING,
  ITALIC_STAR,
  LINK,
  ORDERED_LIST,
  QUOTE,
  UNORDERED_LIST,
  type Transformer,
} from "@lexical/markdown";
import { LexicalComposer, type InitialConfigType } from "@lexical/react/LexicalComposer";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { MarkdownShortcutPlugin } from "@lexical/react/LexicalMarkdownShortcutPlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { HeadingNode, QuoteNode } from "@lexical/rich-text";

import { articleBody } from "#app/components/blog/article-body.ts";

import { ImageNode } from "./image-node.tsx";
import { SyncPlugin } from "./sync-plugin.tsx";
import { Toolbar } from "./toolbar.tsx";

/** Typing `## `, `> `, `- `, `1. `, `**bold**`, `*italic*` or `[text](https://…)` formats as it goes. */
const markdownShortcuts: Transformer[] = [
  HEADING,
  QUOTE,
  UNORDERED_LIST,
  ORDERED_LIST,
  BOLD_STAR,
  ITALIC_STAR,
  LINK,
];

const config: InitialConfigType = {
  namespace: "blog-content",
  nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, ImageNode],
  theme: { text: { bold: "font-semibold", italic: "italic" } },
  onError: (error) => {
    throw error;
  },
};

export interface RichTextEditorProps {
  /** The content field's HTML. */
  html: string;
  onChange(html: string): void;
  sourceView: boolean;
  onSourceViewChange(sourceView: boolean): void;
  /** The field's label (Content), which names the editing area as it names the source view. */
  labelledBy: string;
  /** The field's hint and message, which the editing area shares with the source view. */
  describedBy?: string;
  invalid: boolean;
}

/**
 * The blog content field's formatted view (loaded only in the back office, in the browser): a
 * toolbar and an editing area styled like the public article. Pasted Word or Google Docs text
 * keeps its headings, lists, links and emphasis; their fonts, colours and classes are dropped.
 */
export default function RichTextEditor({
  html,
  onChange,
  sourceView,
  onSourceViewChange,
  labelledBy,
  describedBy,
  invalid,
}: RichTextEditorProps) {
  return (
    <LexicalComposer initialConfig={config}>
      <div className="mt-1 rounded-md border border-neutral-400 bg-white shadow-xs focus-within:border-forest-600">
        <Toolbar sourceView={sourceView} onSourceViewChange={onSourceViewChange} />
        <div className={sourceView ? "hidden" : "relative"}>
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-multiline
                data-rich-text
                className={`min-h-72 max-w-none px-4 py-2 outline-none ${articleBody} [&_h2]:mt-6 [&_h3]:mt-5`}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin />
      <MarkdownShortcutPlugin transformers={markdownShortcuts} />
      <SyncPlugin html={html} sourceView={sourceView} onChange={onChange} />
    </LexicalComposer>
  );
}
