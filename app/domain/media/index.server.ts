export { brochureMaxBytes, brochureMessages, checkBrochure, signBrochureToken } from "./brochures.server.ts";
export { removeUnusedFiles, type ImageUse } from "./cleanup.server.ts";
export { postedFiles, SaveUploads, type FileStores } from "./form-uploads.server.ts";
export { moveMedia } from "./media-move.server.ts";
export { MediaError, saveImage } from "./pipeline.server.ts";
export { Bucket, bucketFolders } from "./s3-storage.server.ts";
export { goneImages } from "./stored-images.server.ts";
export type { Storage } from "./storage.server.ts";
