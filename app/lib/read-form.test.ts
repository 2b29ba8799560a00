import { describe, expect, it } from "vitest";

import { formRefusalMiddleware, formRefusals, readForm } from "./read-form.ts";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://site.invalid/enquiry", {
    method: "POST",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
  });

/** The Response `readForm` throws for `request`, or a failure when it reads a form. */
async function refusal(request: Request): Promise<Response> {
  try {
    const form = await readForm(request);
    throw new Error(`read a form: ${JSON.stringify([...form.keys()])}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** A multipart body written by hand, as a client that is not a browser may send one. */
const multipart = (boundary: string, parts: string[]) =>
  parts.map((part) => `--${boundary}\r\n${part}\r\n`).join("") + `--${boundary}--\r\n`;

describe("readForm", () => {
  it("reads a URL-encoded form and a multipart form with its files", async () => {
    const encoded = await readForm(post(new URLSearchParams({ name: "Priya", phone: "98765 43210" })));
    expect(Object.fromEntries(encoded)).toEqual({ name: "Priya", phone: "98765 43210" });

    const sent = new FormData();
    sent.append("name", "Priya");
    sent.append("file", new File(["<svg/>"], "plan.svg", { type: "image/svg+xml" }));
    const form = await readForm(new Request("http://site.invalid/x", { method: "POST", body: sent }));
    expect(form.get("name")).toBe("Priya");
    const file = form.get("file");
    expect(file).toBeInstanceOf(File);
    expect(await (file as File).text()).toBe("<svg/>");
    expect((file as File).name).toBe("plan.svg");
  });

  it("removes NUL from names, values and file names, so what was sent is stored without it", async () => {
    const encoded = await readForm(
      post("na%00me=Priya%00%00Raman&message=hello%00", "application/x-www-form-urlencoded"),
    );
    expect(Object.fromEntries(encoded)).toEqual({ name: "PriyaRaman", message: "hello" });

    const boundary = "b0undary";
    const body = multipart(boundary, [
      'Content-Disposition: form-data; name="name"\r\n\r\nMeena\0 Raman',
      'Content-Disposition: form-data; name="plan"; filename="plan\0.svg"\r\nContent-Type: image/svg+xml\r\n\r\n<svg/>',
    ]);
    const form = await readForm(post(body, `multipart/form-data; boundary=${boundary}`));
    expect(form.get("name")).toBe("Meena Raman");
    expect((form.get("plan") as File).name).toBe("plan.svg");
  });

  it("refuses a body that is not a form with 415 and a short plain message", async () => {
    const bodies: [BodyInit | null, string | undefined][] = [
      ['{"name":"Priya"}', "application/json"],
      ["<lead><name>Priya</name></lead>", "application/xml"],
      ["name=Priya", "text/plain"],
      [null, undefined],
    ];
    for (const [body, contentType] of bodies) {
      // A string body gets text/plain from the Fetch API unless told otherwise: say nothing at all.
      const request = post(body, contentType);
      if (contentType === undefined) request.headers.delete("Content-Type");
      const answer = await refusal(request);
      expect(answer.status, String(contentType)).toBe(415);
      expect(answer.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
      expect(await answer.text()).toBe(formRefusals.notForm);
    }
  });

  it("refuses a form that does not parse as its type with 400", async () => {
    for (const contentType of ["multipart/form-data", "multipart/form-data; boundary=x"]) {
      const answer = await refusal(post("--y\r\nnot a part at all", contentType));
      expect(answer.status, contentType).toBe(400);
      expect(await answer.text()).toBe(formRefusals.broken);
    }
  });

  it("reads a body the caller has already read, by the request's content type", async () => {
    const request = post(null, "application/x-www-form-urlencoded");
    const form = await readForm(request, new TextEncoder().encode("file=x%00y"));
    expect(form.get("file")).toBe("xy");
  });
});

describe("formRefusalMiddleware", () => {
  const page = () => Promise.resolve(new Response("<html>error page</html>", { status: 415 }));
  const run = (request: Request) =>
    // The middleware reads only the request of its arguments.
    formRefusalMiddleware({ request } as Parameters<typeof formRefusalMiddleware>[0], page);

  it("answers the plain refusal in place of the page rendered for a refused form", async () => {
    const request = post('{"a":1}', "application/json");
    await refusal(request);
    const answer = await run(request);
    expect(answer?.status).toBe(415);
    expect(await answer?.text()).toBe(formRefusals.notForm);
  });

  it("leaves every other answer alone", async () => {
    const answer = await run(post(new URLSearchParams({ a: "1" })));
    expect(await answer?.text()).toBe("<html>error page</html>");
  });
});
