export {
  carryOutSchedules,
  publishingJob,
  publishingJobName,
  scheduledWork,
  schedulingActor,
} from "./publishing.server.ts";
