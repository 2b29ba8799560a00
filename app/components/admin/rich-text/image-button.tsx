import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { $insertNodes } from "lexical";
import { ImagePlus } from "lucide-react";
import { useRef, useState } from "react";

import { uploadFailedMessage } from "#app/domain/media/upload-fields.ts";
import { parseMediaUrl, variantUrl, variantWidths } from "#app/domain/media/variants.ts";

import { uploadFile } from "#app/components/admin/upload-file.ts";
import { $createImageNode } from "./image-node.tsx";
import { toolButtonClass } from "./toolbar-button.tsx";

/** The stored image's variant a post shows: as wide as the article at most. */
function articleVariant(url: string): string {
  const media = parseMediaUrl(url);
  if (!media) return url;
  const widths = variantWidths(media.width);
  return variantUrl(url, widths.filter((width) => width <= 960).pop() ?? widths[0]!, "webp");
}

/**
 * Puts a picture into the post: the chosen file goes through the same upload endpoint and image
 * pipeline as the featured image, then appears where the cursor was.
 */
export function ImageButton({ disabled }: { disabled: boolean }) {
  const [editor] = useLexicalComposerContext();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<{ busy: boolean; error?: string }>({ busy: false });

  const upload = async (file: File) => {
    setStatus({ busy: true });
    const result = await uploadFile(file, () => {}, uploadFailedMessage).done;
    if ("error" in result) {
      setStatus({ busy: false, error: result.error });
      return;
    }
    setStatus({ busy: false });
    editor.update(() => $insertNodes([$createImageNode(articleVariant(result.url), "")]));
  };

  return (
    <>
      <button
        type="button"
        className={toolButtonClass}
        aria-label="Image"
        title="Image"
        disabled={disabled || status.busy}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => input.current?.click()}
      >
        <ImagePlus aria-hidden="true" className="size-4" />
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Image file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      {status.busy ? (
        <span role="status" className="px-2 text-sm text-neutral-700">
          Uploading…
        </span>
      ) : null}
      {status.error ? (
        <span role="alert" className="px-2 text-sm font-medium text-red-700">
          {status.error}
        </span>
      ) : null}
    </>
  );
}
