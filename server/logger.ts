import { pino, type DestinationStream, type Logger } from "pino";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * An error as the log holds it: its type, message, stack and code, never the other fields a
 * library adds. PostgreSQL's `detail` quotes the row a statement failed on ("Failing row contains
 * (…, Durai Murugan, +919876512345, …)"): no personal data in the log.
 */
function errorFields(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code } = error as { code?: unknown };
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
  };
}

/** The server's structured log: one JSON object a line, on standard output unless told otherwise. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorFields },
  };
  return destination ? pino(options, destination) : pino(options);
}
