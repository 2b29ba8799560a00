import type { DB } from "#app/db/database.server.ts";
import { carryOutDue, hasSchedule, scheduleOf } from "#app/db/schedules.server.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { recordRevision } from "#app/domain/revisions/index.server.ts";
import { dueChange, type ScheduledItem } from "#app/lib/publish-schedule.ts";
import { getBlog, updateBlog } from "./blogs.server.ts";
import { toBlogFormValues } from "./blog-views.ts";

/**
 * Issue "Publish later and go back": the posts whose scheduled publish or take-down time has come,
 * carried out as a save of its own (a revision, so an editor opened before it is refused rather
 * than putting the old status back, and an audit entry). A post published so is dated then. Each
 * is written only if no save came between reading it and writing it; that one waits for the next
 * run.
 */
export function carryOutPostSchedules(db: DB, now: Date, actor: string): Promise<number> {
  return carryOutDue(db, "blogs", now, async (trx, id) => {
    const post = await getBlog(trx, id);
    const change = post && dueChange(post, post.status === "Published", now);
    if (!post || !change) return false;
    const { published, ...schedule } = change;
    const status = published ? "Published" : "Draft";
    if (!(await updateBlog(trx, id, { status, ...schedule }, post.revision))) return false;
    const fields = toBlogFormValues((await getBlog(trx, id))!);
    await recordRevision(trx, "blog", id, { revision: post.revision + 1, actor, fields }, now);
    const summary = `${published ? "Published" : "Took off the website"} blog ${post.title} as scheduled`;
    await recordAudit(trx, { actor, action: "updated", entity: "blog", entityId: id, summary });
    return true;
  });
}

/** The scheduled posts, for the back office's list of scheduled work. */
export async function scheduledPosts(db: DB): Promise<ScheduledItem[]> {
  const rows = await db
    .selectFrom("blogs")
    .select(["id", "title", "status", "scheduled_publish_at", "scheduled_unpublish_at"])
    .where(hasSchedule)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    published: row.status === "Published",
    ...scheduleOf(row),
  }));
}
