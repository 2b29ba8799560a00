import type { MiddlewareFunction } from "react-router";

/**
 * Every posted form the site takes is read here (issue 28), so every action answers a body that
 * is not a form, or a broken one, alike: 415 or 400 with a short plain message, never a 500.
 */
export const formRefusals = {
  notForm: "Send the form as application/x-www-form-urlencoded or multipart/form-data.",
  broken: "The form could not be read: its body is not a well-formed form.",
} as const;

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

interface Refusal {
  status: 400 | 415;
  message: string;
}

/**
 * The refusal of each request whose form could not be read. An action that throws a Response
 * gets it sent as it is from a resource route, but a page renders its error boundary with it:
 * `formRefusalMiddleware` sends the plain message for those too.
 */
const refused = new WeakMap<Request, Refusal>();

function plainAnswer({ status, message }: Refusal): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

function refuse(request: Request, refusal: Refusal): never {
  refused.set(request, refusal);
  throw plainAnswer(refusal);
}

/** The media type of a Content-Type header, without its parameters (a boundary, a charset). */
function mediaType(contentType: string): string {
  return contentType.split(";")[0]!.trim().toLowerCase();
}

/**
 * PostgreSQL text cannot hold NUL (an insert or a comparison with one fails), and no field of a
 * form means one: it is removed, so that what the visitor sent is stored without it. (Decoding
 * the body already replaced any byte sequence that is not UTF-8, so nothing else is left out.)
 */
function withoutNul(form: FormData): FormData {
  const clean = new FormData();
  for (const [key, value] of form) {
    const name = key.replaceAll("\0", "");
    if (typeof value === "string") clean.append(name, value.replaceAll("\0", ""));
    else clean.append(name, value, value.name.replaceAll("\0", ""));
  }
  return clean;
}

/**
 * The form a request posts, its names and text values without NUL. A body that is not
 * `application/x-www-form-urlencoded` or `multipart/form-data` (JSON, XML, text, none) is
 * refused with 415, one that does not parse as its type (a multipart without its boundary) with
 * 400. `body` is the request's body already read by the caller (the upload route caps it).
 */
export async function readForm(request: Request, body?: Uint8Array<ArrayBuffer>): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!formTypes.has(mediaType(contentType))) refuse(request, { status: 415, message: formRefusals.notForm });
  try {
    const posted = body ? new Response(body, { headers: { "Content-Type": contentType } }) : request;
    return withoutNul(await posted.formData());
  } catch (error) {
    // The Fetch API's one error for a body that does not parse; a client that left is an AbortError.
    if (error instanceof TypeError) refuse(request, { status: 400, message: formRefusals.broken });
    throw error;
  }
}

/** For the root route: a page whose form was refused answers with the plain message, not a page. */
export const formRefusalMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const refusal = refused.get(request);
  return refusal ? plainAnswer(refusal) : response;
};
