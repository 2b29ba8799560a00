/**
 * Modes of what the server writes under DATA_DIR: the database (sessions, leads), the auth secret,
 * the mail outbox (reset links), brochures and uploads are readable by the server's own user only.
 */
export const privateFileMode = 0o600;
export const privateFolderMode = 0o700;
