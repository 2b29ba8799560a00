import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { z } from "zod";

import { localeOfPath, type Locale } from "#app/i18n/locales.ts";
import { fieldErrors, type FieldErrors } from "#app/lib/form-errors.ts";
import { formErrors, formMessage } from "./form-texts.ts";
import type { PublicFormAnswer } from "./lead-form-results.ts";
import { readFormValues, sitePath } from "./lead-forms.ts";
import { messages } from "./lead-options.ts";
import { submitPublicLead, type Submission } from "./public-lead.server.ts";

/**
 * A post to a public form: its text fields, whether a script sent it (js=1), whether it asks for
 * the answer as JSON (`Accept: application/json`, as the public forms' script
 * app/components/enquiry/lead-form-script.ts sends it), and the language of the page it came from
 * (English when not said).
 */
export interface PublicPost {
  values: Record<string, string>;
  fromScript: boolean;
  json?: boolean;
  locale?: Locale;
}

/** Whether a request is a post that asks for its answer as JSON. */
export function asksForJson(request: Request): boolean {
  return request.method === "POST" && (request.headers.get("Accept") ?? "").includes("application/json");
}

/**
 * The post's fields and how to answer it. Its language is the page's that sent it: the `page` a
 * form sends along, or, for a form posting to its own page (/ta/contact), that page's.
 */
export async function readPublicPost(request: Request): Promise<PublicPost> {
  const values = await readFormValues(request);
  const from = values.page === undefined ? new URL(request.url).pathname : sitePath(values.page);
  return { values, fromScript: values.js === "1", json: asksForJson(request), locale: localeOfPath(from) };
}

/**
 * For a page whose own action answers a public form (/contact): a post asking for JSON gets the
 * answer as JSON from this middleware, which does not go on to the action and the page. (React
 * Router answers a document request with a page rendered with the action's data; a middleware that
 * returns a Response without calling `next` is answered with that Response as it is.)
 */
export function jsonAnswerMiddleware(
  answer: (request: Request, context: Readonly<RouterContextProvider>) => Promise<unknown>,
): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (!asksForJson(request)) return next();
    const answered = await answer(request, context);
    return answered instanceof Response ? answered : next();
  };
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
   * Where a browser without JavaScript goes next (303), a page in the post's language; null
   * answers with the page itself, filled again with what was typed (for a form whose action
   * belongs to its page).
   */
  noScript(outcome: PostOutcome<FieldOf<S>, Sent>): string | null;
}

/** An answer is for the one visitor who posted, and may show what they typed: no cache keeps it. */
const noStore = { "Cache-Control": "no-store" };

/**
 * The outline every public form follows: check the post with the form's schema (400 with the
 * field messages), store the lead (429 over the per-address limit, 503 when it cannot be stored),
 * then answer the page's script with data (a JSON response when the post asks for JSON), or send a
 * browser without JavaScript on with a 303. The messages are in the language of the page that
 * posted, and the lead records that language (its mails are written in it).
 */
export async function answerPublicForm<S extends z.ZodObject, Sent extends object = object>(
  context: Readonly<RouterContextProvider>,
  { values, fromScript, json = false, locale = "en" }: PublicPost,
  form: PublicForm<S, Sent>,
) {
  type F = FieldOf<S>;
  const answer = (body: PublicFormAnswer<F, Sent>, init: ResponseInit = {}) => {
    const withHeaders = { ...init, headers: { ...noStore, ...init.headers } };
    return json ? Response.json(body, withHeaders) : data(body, withHeaders);
  };
  const next = (outcome: PostOutcome<F, Sent>) => (fromScript ? null : form.noScript(outcome));

  const refuse = (
    outcome: Exclude<PostOutcome<F, Sent>, { outcome: "sent" }>,
    refusal: { errors: FieldErrors<F>; formError?: string },
    init: ResponseInit,
  ) => {
    const to = next(outcome);
    if (to !== null) return redirect(to, 303);
    const said = {
      errors: formErrors(refusal.errors, locale),
      formError: refusal.formError && formMessage(refusal.formError, locale),
    };
    if (fromScript) return answer({ ok: false, ...said }, init);
    const typed = Object.keys(form.schema.shape).map((field) => [field, values[field] ?? ""]);
    return answer({ ok: false, ...said, values: Object.fromEntries(typed) as Record<F, string> }, init);
  };

  const parsed = form.schema.safeParse(values);
  if (!parsed.success) {
    const errors = fieldErrors<F>(parsed.error);
    return refuse({ outcome: "invalid", invalid: Object.keys(errors) as F[] }, { errors }, { status: 400 });
  }
  const stored = await submitPublicLead(context, form.form, values, {
    ...form.lead(parsed.data),
    language: locale,
  });
  if (!stored.ok && stored.reason === "limited") {
    return refuse(
      { outcome: "limited" },
      { errors: {}, formError: messages.rateLimited },
      { status: 429, headers: { "Retry-After": String(stored.retryAfterSeconds) } },
    );
  }
  if (!stored.ok && stored.reason === "refused") {
    const field = stored.field as F;
    return refuse(
      { outcome: "invalid", invalid: [field] },
      { errors: { [field]: stored.message } as FieldErrors<F> },
      { status: 409 },
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
