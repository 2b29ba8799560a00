import { useFetcher, useLocation } from "react-router";

import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import {
  draftMessages as messages,
  draftPath,
  type DraftEntity,
  type DraftOffer,
} from "#app/domain/drafts/index.ts";
import { formatShortDateTime } from "#app/lib/india-time.ts";

/**
 * At the top of an editor whose author left unsaved changes (issue "Publish later and go back":
 * "after a closed tab or a lost connection the next visit offers to recover it"). Recover opens
 * the editor again on the draft (the same address with `recover`, so it works without
 * JavaScript); Discard removes the draft and comes back here. Outside the editor's form: a form
 * may not hold another.
 */
export function DraftNotice({
  offer,
  entity,
  recordId,
}: {
  offer: DraftOffer | null | undefined;
  entity: DraftEntity;
  recordId: string | null;
}) {
  const { pathname, search } = useLocation();
  const discard = useFetcher();
  if (!offer || discard.state !== "idle") return null;
  const here = `${pathname}${search}`;
  return (
    <div className="px-4 pt-5 sm:px-6">
      <discard.Form
        method="post"
        action={draftPath(entity, recordId)}
        className="flex flex-col gap-3 rounded-lg bg-marigold-50 px-4 py-3 text-sm text-neutral-900 ring-1 ring-marigold-300 sm:flex-row sm:items-center"
      >
        <p className="font-semibold sm:mr-auto">{messages.offer(formatShortDateTime(offer.savedAt))}</p>
        <HiddenFields fields={{ intent: "discard", back: here }} />
        <div className="flex gap-2">
          <LinkButton to={`${here}&recover`} reloadDocument variant="primary" size="sm">
            Recover them
          </LinkButton>
          <Button type="submit" size="sm">
            Discard
          </Button>
        </div>
      </discard.Form>
    </div>
  );
}
