import { Form } from "react-router";

import { RowActionLink } from "#app/components/admin/row-action-link.tsx";
import { RowDeleteButton } from "#app/components/admin/row-delete-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { HiddenFields } from "#app/components/ui/hidden-fields.tsx";
import { LinkButton } from "#app/components/ui/link-button.tsx";
import { plotPath, type PlotRowView } from "#app/domain/plots/plot-view.ts";

import { plotDeleteRequest } from "./plot-delete-request.ts";
import { plotEditFormId } from "./plot-form-ids.ts";

/**
 * A plot's actions: edit the row, its hold and history, and delete once confirmed. The row being
 * edited has its form here instead (its controls name it), Save over Cancel so the row stays narrow.
 */
export function PlotRowActions({
  row,
  projectId,
  editing,
  hrefWith,
  mayEdit,
}: {
  row: PlotRowView;
  projectId: string;
  editing: boolean;
  hrefWith: (name?: string, value?: string) => string;
  /** A role that does not change plots gets the hold and history alone. */
  mayEdit: boolean;
}) {
  if (editing) {
    return (
      <Form id={plotEditFormId(row.id)} method="post" preventScrollReset className="flex flex-col gap-1">
        <HiddenFields fields={{ intent: "edit", id: row.id, version: String(row.version) }} />
        <Button type="submit" variant="primary" size="sm">
          Save
        </Button>
        <LinkButton to={hrefWith()} preventScrollReset size="sm">
          Cancel
        </LinkButton>
      </Form>
    );
  }
  const history = (
    <RowActionLink
      to={plotPath(projectId, row.id)}
      icon="history"
      label={`Hold and history of plot ${row.number}`}
      title="Hold and history"
    />
  );
  if (!mayEdit) return history;
  return (
    <>
      <RowActionLink
        to={hrefWith("edit", row.id)}
        preventScrollReset
        icon="edit"
        label={`Edit plot ${row.number}`}
        title="Edit"
      />
      {history}
      <RowDeleteButton
        request={plotDeleteRequest(row)}
        fields={{ intent: "delete", id: row.id }}
        label={`Delete plot ${row.number}`}
      />
    </>
  );
}
