export {
  findRevision,
  postedRevision,
  recordRevision,
  refusedSave,
  type CurrentRecord,
  type RevisedEntity,
  type Revision,
} from "./revisions.server.ts";
