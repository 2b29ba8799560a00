export {
  findRevision,
  postedRevision,
  recordRevision,
  refusedSave,
  type CurrentRecord,
  type RevisedEntity,
  type Revision,
} from "./revisions.server.ts";
export { pruneRevisions, revisionPruningJob } from "./revision-pruning.server.ts";
export {
  getRevisionSettings,
  saveRevisionSettingsForm,
  type RevisionSettings,
} from "./revision-settings.server.ts";
export { historyOf } from "./revision-history.server.ts";
export type { HistoryFields } from "./revision-changes.ts";
export { restoreMessages } from "./revision-restore.ts";
export { restoreRevision } from "./revision-restore.server.ts";
export { historyPage, restoreFromHistory, type HistorySource } from "./revision-pages.server.ts";
