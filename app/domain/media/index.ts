export { fallbackUploadName, uploadFailedMessage } from "./upload-fields.ts";
export { parseMediaUrl, variantKey, variantUrl, variantWidths } from "./variants.ts";
