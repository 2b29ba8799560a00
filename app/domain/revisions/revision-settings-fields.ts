import type { FieldRule } from "#app/lib/field-rules.ts";

/**
 * Settings, "Revisions" (issue "Publish later and go back": "The number kept per record is a
 * setting; older ones are pruned by the job."): the field's limits and its one message, shared by
 * the schema in revision-settings.server.ts and the form (browser), which takes them from here so
 * zod stays out of the page.
 */

export type RevisionSettingsField = "keptPerRecord";

export const revisionsKept = { min: 5, max: 1000, byDefault: 50 } as const;

export const revisionSettingsMessages = {
  keptPerRecord: `Enter a whole number of revisions from ${revisionsKept.min} to ${revisionsKept.max}.`,
} as const satisfies Record<RevisionSettingsField, string>;

export const revisionSettingsRules = {
  keptPerRecord: {
    required: true,
    type: "number",
    inputMode: "numeric",
    min: revisionsKept.min,
    max: revisionsKept.max,
    step: 1,
  },
} satisfies Record<RevisionSettingsField, FieldRule>;
