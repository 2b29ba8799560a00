import { blogEditorPath } from "#app/domain/blogs/index.ts";
import { projectEditorPath } from "#app/domain/projects/index.ts";
import { formatShortDateTime } from "#app/lib/india-time.ts";
import type { ScheduledItem } from "#app/lib/publish-schedule.ts";

/** The back office's list of what is scheduled (issue "Publish later and go back"). */
export const scheduledPath = "/admin/scheduled";

export interface ScheduledWork extends ScheduledItem {
  kind: "project" | "post";
  /** The first of its moments still to come, which the list is ordered by. */
  next: Date;
}

/** A row of that list, its moments in India time. */
export interface ScheduledRow {
  key: string;
  kind: "Project" | "Post";
  title: string;
  /** The record's editor, where its schedule is changed. */
  editHref: string;
  state: "Published" | "Draft";
  publishLabel: string;
  unpublishLabel: string;
}

const editorPaths = { project: projectEditorPath, post: blogEditorPath } as const;

export function toScheduledRow(work: ScheduledWork): ScheduledRow {
  const label = (at: Date | null) => (at ? formatShortDateTime(at) : "—");
  return {
    key: `${work.kind}:${work.id}`,
    kind: work.kind === "project" ? "Project" : "Post",
    title: work.title,
    editHref: editorPaths[work.kind](work.id),
    state: work.published ? "Published" : "Draft",
    publishLabel: label(work.publishAt),
    unpublishLabel: label(work.unpublishAt),
  };
}
