import { pino, type DestinationStream, type Logger } from "pino";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

/** The server's structured log: one JSON object a line, on standard output unless told otherwise. */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime };
  return destination ? pino(options, destination) : pino(options);
}
