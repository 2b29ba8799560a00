import type { DB } from "#app/db/database.server.ts";
import { carryOutPostSchedules, scheduledPosts } from "#app/domain/blogs/index.server.ts";
import { carryOutProjectSchedules, scheduledProjects } from "#app/domain/projects/index.server.ts";
import type { Job } from "#app/jobs/jobs.server.ts";
import type { ScheduledWork } from "./publishing-views.ts";

/**
 * Issue "Publish later and go back": "the background job does it once across instances, and the
 * page cache, sitemap and share images follow within a minute". The job runs every 30 seconds on
 * one instance at a time (app/jobs); what it writes moves the content version (migration 0016),
 * so every instance's page cache, the sitemap and the share images' addresses follow on the next
 * request.
 */

/** Who the revisions and audit entries of a scheduled change name. */
export const schedulingActor = "Scheduled publishing";

export const publishingJobName = "scheduled-publishing";

/** Carries out every schedule due at `now`; how many projects and posts it changed. */
export async function carryOutSchedules(db: DB, now: Date): Promise<{ projects: number; posts: number }> {
  const projects = await carryOutProjectSchedules(db, now, schedulingActor);
  const posts = await carryOutPostSchedules(db, now, schedulingActor);
  return { projects, posts };
}

export function publishingJob(db: DB, log: { info(message: string): void }): Job {
  return {
    name: publishingJobName,
    everyMs: 30_000,
    leaseMs: 5 * 60_000,
    async run(now) {
      const { projects, posts } = await carryOutSchedules(db, now);
      if (projects + posts > 0)
        log.info(`Carried out the schedules of ${projects} projects and ${posts} posts.`);
    },
  };
}

/** "The back office lists what is scheduled": projects and posts together, the soonest first. */
export async function scheduledWork(db: DB): Promise<ScheduledWork[]> {
  const [projects, posts] = await Promise.all([scheduledProjects(db), scheduledPosts(db)]);
  const work = [
    ...projects.map((item) => ({ ...item, kind: "project" as const })),
    ...posts.map((item) => ({ ...item, kind: "post" as const })),
  ].map((item) => ({ ...item, next: (item.publishAt ?? item.unpublishAt)! }));
  return work.sort((a, b) => a.next.getTime() - b.next.getTime());
}
