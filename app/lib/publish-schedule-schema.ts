import { z } from "zod";

import { parseIndiaDateTime } from "./india-time.ts";
import { scheduleMessages } from "./publish-schedule.ts";

/** A schedule field (publish-schedule.ts) as posted: "" (not set) or a date and time in India. */
export const scheduleTime = z
  .string()
  .trim()
  .refine((value) => value === "" || parseIndiaDateTime(value) !== null, scheduleMessages.time)
  .transform((value) => (value === "" ? null : parseIndiaDateTime(value)));
