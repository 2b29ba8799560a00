import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";

import { fieldErrors, type FieldErrors } from "../../lib/form-errors.ts";
import type { PublicFormAnswer } from "./lead-form-results.ts";
import { readFormValues } from "./lead-forms.ts";
import { messages } from "./lead-options.ts";
import { submitPublicLead, type Submission } from "./public-lead.server.ts";

/** A post to a public form: its text fields, and whether the page's script sent it (js=1). */
export interface PublicPost {
  values: Record<string, string>;
  fromScript: boolean;
}

export async function readPublicPost(request: Request): Promise<PublicPost> {
  const values = await readFormValues(request);
  return { values, fromScript: values.js === "1" };
}

type FieldOf<S extends z.ZodObject> = keyof z.input<S> & string;

/** How a post ended, for the address a browser without JavaScript is sent to. */
export type PostOutcome<F extends string, Sent> =
  { outcome: "sent"; sent: Sent } | { outcome: "invalid"; invalid: F[] } | { outcome: "limited" | "failed" };

export interface PublicForm<S extends z.ZodObject, Sent extends object> {
  /** Names the form in the per-address limit and in the logs. */
  form: string;
  schema: S;
  /** The lead a valid post stores. */
  lead(input: z.output<S>): Submission;
  /** What the form learns besides `ok` once the lead is stored. */
  sent?(input: z.output<S>, leadId: string): Sent;
  /**
   * Where a browser without JavaScript goes next (303); null answers with the page itself, filled
   * again with what was typed (for a form whose action belongs to its page).
   */
  noScript(outcome: PostOutcome<FieldOf<S>, Sent>): string | null;
}

/** An answer is for the one visitor who posted, and may show what they typed: no cache keeps it. */
const noStore = { "Cache-Control": "no-store" };

/**
 * The outline every public form follows: check the post with the form's schema (400 with the
 * field messages), store the lead (429 over the per-address limit, 503 when it cannot be stored),
 * then answer the page's script with data, or send a browser without JavaScript on with a 303.
 */
export async function answerPublicForm<S extends z.ZodObject, Sent extends object = object>(
  context: Readonly<RouterContextProvider>,
  { values, fromScript }: PublicPost,
  form: PublicForm<S, Sent>,
) {
  type F = FieldOf<S>;
  const answer = (body: PublicFormAnswer<F, Sent>, init: ResponseInit = {}) =>
    data(body, { ...init, headers: { ...noStore, ...init.headers } });
  const next = (outcome: PostOutcome<F, Sent>) => (fromScript ? null : form.noScript(outcome));

  const refuse = (
    outcome: Exclude<PostOutcome<F, Sent>, { outcome: "sent" }>,
    refusal: { errors: FieldErrors<F>; formError?: string },
    init: ResponseInit,
  ) => {
    const to = next(outcome);
    if (to !== null) return redirect(to, 303);
    if (fromScript) return answer({ ok: false, ...refusal }, init);
    const typed = Object.keys(form.schema.shape).map((field) => [field, values[field] ?? ""]);
    return answer({ ok: false, ...refusal, values: Object.fromEntries(typed) as Record<F, string> }, init);
  };

  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<F>(parsed.error);
    return refuse({ outcome: "invalid", invalid: Object.keys(errors) as F[] }, { errors }, { status: 400 });
  }
  const stored = await submitPublicLead(context, form.form, values, form.lead(parsed.data));
  if (!stored.ok && stored.reason === "limited") {
    return refuse(
      { outcome: "limited" },
      { errors: {}, formError: messages.rateLimited },
      { status: 429, headers: { "Retry-After": String(stored.retryAfterSeconds) } },
    );
  }
  if (!stored.ok)
    return refuse({ outcome: "failed" }, { errors: {}, formError: messages.failed }, { status: 503 });

  // Without `sent`, Sent is the empty default: the answer is `{ ok: true }`.
  const sent = (form.sent?.(parsed.data, stored.leadId) ?? {}) as Sent;
  const to = next({ outcome: "sent", sent });
  return to === null ? answer({ ok: true, ...sent }) : redirect(to, 303);
}

/** `?<key>=<outcome>`, with `invalid=` naming the fields to fix: nothing personal, so safe in a URL. */
export function outcomeQuery(key: string, outcome: PostOutcome<string, unknown>): URLSearchParams {
  const query = new URLSearchParams({ [key]: outcome.outcome });
  if (outcome.outcome === "invalid" && outcome.invalid.length > 0) {
    query.set("invalid", outcome.invalid.join(","));
  }
  return query;
}
