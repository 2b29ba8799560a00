import { $isLinkNode, TOGGLE_LINK_COMMAND } from "@lexical/link";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListNode } from "@lexical/list";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $createHeadingNode, $createQuoteNode, $isHeadingNode, $isQuoteNode } from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import { $findMatchingParent, $getNearestNodeOfType } from "@lexical/utils";
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  FORMAT_TEXT_COMMAND,
  type LexicalEditor,
} from "lexical";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useState } from "react";

import { ImageButton } from "./image-button.tsx";
import { LinkForm } from "./link-form.tsx";
import { ToolButton } from "./toolbar-button.tsx";

type Block = "paragraph" | "h2" | "h3" | "quote" | "bullet" | "number";

interface Formats {
  block: Block;
  bold: boolean;
  italic: boolean;
  link: boolean;
}

const none: Formats = { block: "paragraph", bold: false, italic: false, link: false };

/** What the selection is in, for the buttons' pressed state. */
function readFormats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return none;
  const anchor = selection.anchor.getNode();
  const top = anchor.getKey() === "root" ? anchor : anchor.getTopLevelElementOrThrow();
  const list = $getNearestNodeOfType(anchor, ListNode);
  let block: Block = "paragraph";
  if (list) block = list.getListType() === "number" ? "number" : "bullet";
  else if ($isHeadingNode(top)) {
    const tag = top.getTag();
    if (tag === "h2" || tag === "h3") block = tag;
  } else if ($isQuoteNode(top)) block = "quote";
  return {
    block,
    bold: selection.hasFormat("bold"),
    italic: selection.hasFormat("italic"),
    link: $findMatchingParent(anchor, $isLinkNode) !== null,
  };
}

/** The selected blocks become `block`, or paragraphs again when they already are. */
function setBlock(editor: LexicalEditor, current: Block, block: Block) {
  if (block === "bullet" || block === "number") {
    if (current === block) {
      editor.update(() => {
        const selection = $getSelection();
        if ($isRangeSelection(selection)) $setBlocksType(selection, $createParagraphNode);
      });
    } else {
      editor.dispatchCommand(
        block === "bullet" ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND,
        undefined,
      );
    }
    return;
  }
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    if (current === block || block === "paragraph") $setBlocksType(selection, $createParagraphNode);
    else if (block === "quote") $setBlocksType(selection, $createQuoteNode);
    else $setBlocksType(selection, () => $createHeadingNode(block));
  });
}

/** The formatting buttons over the editing area, and the switch to the HTML source. */
export function Toolbar({
  sourceView,
  onSourceViewChange,
}: {
  sourceView: boolean;
  onSourceViewChange(sourceView: boolean): void;
}) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>(none);
  const [linking, setLinking] = useState(false);

  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setFormats(editorState.read(readFormats))),
    [editor],
  );

  const off = sourceView;
  const blockButton = (block: Block, label: string, icon: LucideIcon) => (
    <ToolButton
      label={label}
      icon={icon}
      pressed={!off && formats.block === block}
      disabled={off}
      onClick={() => setBlock(editor, formats.block, block)}
    />
  );
  return (
    <div className="border-b border-neutral-300 bg-neutral-50 px-1.5 py-1">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-0.5">
        {blockButton("h2", "Heading", Heading2)}
        {blockButton("h3", "Subheading", Heading3)}
        <ToolButton
          label="Bold"
          icon={Bold}
          pressed={!off && formats.bold}
          disabled={off}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")}
        />
        <ToolButton
          label="Italic"
          icon={Italic}
          pressed={!off && formats.italic}
          disabled={off}
          onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")}
        />
        {blockButton("bullet", "Bulleted list", List)}
        {blockButton("number", "Numbered list", ListOrdered)}
        {blockButton("quote", "Quote", Quote)}
        <ToolButton
          label="Link"
          icon={Link2}
          pressed={!off && (formats.link || linking)}
          disabled={off}
          onClick={() => setLinking((open) => !open)}
        />
        <ImageButton disabled={off} />
        <span className="ml-auto" />
        <ToolButton
          label="HTML source"
          icon={Code}
          pressed={sourceView}
          onClick={() => {
            setLinking(false);
            onSourceViewChange(!sourceView);
          }}
        />
      </div>
      {linking && !off ? (
        <LinkForm
          onDone={(href) => {
            setLinking(false);
            if (href !== undefined) editor.dispatchCommand(TOGGLE_LINK_COMMAND, href);
          }}
        />
      ) : null}
    </div>
  );
}
