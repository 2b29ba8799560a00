/** Image uploads as the back-office forms send them (browser-safe; the storing is in *.server.ts). */

/** Spec §8: what a failed upload says when the server gave no reason of its own. */
export const uploadFailedMessage = "Failed to upload images. Please check your image hosting configuration.";

/**
 * The name of the plain file input a page without JavaScript posts with its form (the form must
 * then be `multipart/form-data`); the action stores those files itself. With JavaScript the files
 * go to the upload endpoint one by one instead and this input has no name.
 */
export function fallbackUploadName(name: string): string {
  return `${name}Upload`;
}
