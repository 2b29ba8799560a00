import type { HookAnswer } from "./google-leads.server.ts";

/**
 * What the webhooks under /hooks share: they take JSON only (415 otherwise), answer in JSON, never
 * cache, and log a refusal by its reason alone (no lead's data reaches the log).
 */

const noStore = { "Cache-Control": "no-store" };

/**
 * The body as it came (a signature is over its bytes), or the refusal of one that is not JSON. It
 * is read (to 64 KB, server/body-limits.ts) before its type is judged, so a body past the limit is
 * answered 413 whatever it claims to be.
 */
export async function jsonBodyOrRefusal(request: Request): Promise<Buffer | Response> {
  let body: Buffer;
  try {
    body = Buffer.from(await request.arrayBuffer());
  } catch {
    // The body passed its limit: the server has already answered 413 and closes the connection.
    return Response.json({ error: "The body is too large." }, { status: 413, headers: noStore });
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim())) {
    return Response.json({ error: "Send the lead as application/json." }, { status: 415, headers: noStore });
  }
  return body;
}

export function hookAnswer(source: string, answer: HookAnswer): Response {
  if (answer.status >= 400)
    console.warn(`${source} webhook refused (${answer.status}): ${answer.body.error}`);
  return Response.json(answer.body, { status: answer.status, headers: noStore });
}

/** A webhook that only takes posts: a GET is answered 405 with what it allows. */
export function onlyPost(): Response {
  return Response.json(
    { error: "Post the lead here." },
    { status: 405, headers: { ...noStore, Allow: "POST" } },
  );
}
