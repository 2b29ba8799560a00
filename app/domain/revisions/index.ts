export { fieldText, mergeSaves, type EditorFields, type MergedSave } from "./revision-merge.ts";
export { saveConflictMessages, type SaveConflict } from "./revision-model.ts";
export type { FieldLine, RevisionEntry, TextPart } from "./revision-changes.ts";
