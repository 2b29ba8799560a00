export {
  discardDraft,
  discardRecordDrafts,
  editorWithDraft,
  findDraft,
  postedDraftKey,
  saveDraft,
  type DraftKey,
} from "./drafts.server.ts";
