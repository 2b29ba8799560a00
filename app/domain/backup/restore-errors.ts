/** The target already holds a site: nothing was changed (exit code 2 in `npm run restore`). */
export class RestoreRefused extends Error {}
/** The archive is damaged or does not match its manifest, or the restored data does not. */
export class RestoreFailed extends Error {}
