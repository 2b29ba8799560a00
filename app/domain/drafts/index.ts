export { draftMessages, draftPath, isDraftEntity, type DraftEntity, type DraftOffer } from "./draft-model.ts";
