import { connect } from "node:net";

import { expect, test } from "@playwright/test";

import { addBlog } from "#app/domain/blogs/blogs.server.ts";
import { recordLead } from "#app/domain/leads/leads.server.ts";
import { svgRefusals } from "#app/domain/plots/svg-rules.ts";
import { addProject, getPublishedProject } from "#app/domain/projects/projects.server.ts";
import { projectShareImage } from "#app/domain/share/share-images.server.ts";
import { authErrorMessage } from "#app/domain/staff/messages.ts";
import { eachConcurrently } from "#tests/support/concurrency.ts";
import { formRefusals } from "#app/lib/read-form.ts";
import { testStaff } from "#tests/e2e/staff.ts";
import { leadInput } from "#tests/support/lead-test-data.ts";
import { insertPlots } from "#tests/support/plot-test-data.ts";
import { testProjectInput } from "#tests/support/project-data.ts";
import { addressOf, allRoutes } from "#tests/support/route-table.ts";
import { startPrivateSite, type PrivateSite, type SiteEngine } from "./private-site.ts";
import { rawRequest, type RawAnswer } from "./raw-http.ts";

/**
 * Issue 28: odd requests on every route answer 4xx, never 5xx, on both engines. Every route of
 * the route table (its ids and slugs those of real rows), with a trailing slash, two and as a data
 * request, gets every method with bodies of every odd kind, signed out and with a staff session.
 */
const methods = ["GET", "HEAD", "OPTIONS", "TRACE", "POST", "PUT", "PATCH", "DELETE"] as const;
const carriesBody = new Set<string>(["POST", "PUT", "PATCH", "DELETE"]);

interface Body {
  what: string;
  contentType?: string;
  text?: string;
}

/** A form whose every field holds a NUL: each action reads it and PostgreSQL stores it. */
const nulForm = new URLSearchParams({
  name: "Meena\0Raman",
  phone: "98765\x0043210",
  email: "meena\0@example.in",
  message: "Plots near\0 the lake",
  subject: "\0",
  q: "abc\0def",
  page: "/\0",
  id: "\0",
}).toString();

const bodies: Body[] = [
  { what: "no body" },
  { what: "JSON", contentType: "application/json", text: '{"name":"Meena","phone":"9876543210"}' },
  { what: "XML", contentType: "application/xml", text: "<lead><name>Meena</name></lead>" },
  { what: "text", contentType: "text/plain", text: "name=Meena&phone=9876543210" },
  { what: "broken multipart", contentType: "multipart/form-data; boundary=odd", text: "--odd\r\nnot a part" },
  { what: "form holding NUL", contentType: "application/x-www-form-urlencoded", text: nulForm },
];

interface Samples {
  projectId: string;
  plotId: string;
  blogId: string;
  slug: string;
  leadId: string;
  /** The project's share image, e.g. /share/project/<id>-<version>.jpg. */
  sharePath: string;
}

/** A published project with a plot, a published post and a lead: the rows the addresses name. */
async function addSamples(site: PrivateSite): Promise<Samples> {
  return site.withDatabase(async (db) => {
    const projectId = await addProject(db, testProjectInput("Odd Request Meadows", { published: true }));
    const [plotId] = await insertPlots(db, projectId, [{ number: "7" }]);
    const slug = "odd-request-post";
    const blogId = await addBlog(db, {
      title: "Odd requests",
      slug,
      excerpt: "An excerpt.",
      content: "<p>Text</p>",
      featuredImage: "/media/abc-1600x1200",
      author: "Meena Sundaram",
      category: "Legal Advice",
      tags: [],
      status: "Published",
    });
    const leadId = await recordLead(db, leadInput({ projectId }));
    const project = await getPublishedProject(db, projectId);
    if (!project || !plotId) throw new Error("The sample project was not stored.");
    return { projectId, plotId, blogId, slug, leadId, sharePath: projectShareImage(project).path };
  });
}

/** Each route's address with the sample rows' ids, and its three other spellings. */
function addresses(samples: Samples): string[] {
  const shareFile = samples.sharePath.split("/").pop()!;
  const paths = [...new Set(allRoutes.map((route) => route.pattern))].map((pattern) =>
    addressOf(pattern, (param) => {
      if (param === "plotId") return samples.plotId;
      if (param === "number") return "7";
      if (param === "slug") return samples.slug;
      if (param === "kind") return "project";
      if (param === "file") return shareFile;
      if (pattern.startsWith("/admin/blogs/")) return samples.blogId;
      if (pattern.startsWith("/admin/leads/")) return samples.leadId;
      return samples.projectId;
    }),
  );
  return [
    ...new Set(
      paths.flatMap((path) => [path, `${path}/`, `${path}//`, path === "/" ? "/_root.data" : `${path}.data`]),
    ),
  ];
}

interface Probe {
  method: string;
  path: string;
  body: Body;
  cookie?: string;
}

const describeProbe = ({ method, path, body, cookie }: Probe) =>
  `${method} ${path} (${carriesBody.has(method) ? body.what : "no body"}, ${cookie ? "staff" : "signed out"})`;

function send(site: PrivateSite, { method, path, body, cookie }: Probe): Promise<RawAnswer> {
  const bytes = body.text === undefined ? undefined : Buffer.from(body.text);
  return rawRequest(path, {
    port: Number(new URL(site.base).port),
    method,
    headers: {
      // The origin check refuses a cross-site write first: these come from the site's own pages.
      origin: site.base,
      ...(body.contentType ? { "content-type": body.contentType } : {}),
      ...(bytes ? { "content-length": String(bytes.length) } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(bytes ? { chunks: [bytes] } : {}),
  });
}

/**
 * POST gets every body. PUT, PATCH and DELETE get one each, the bodies taking turns from route to
 * route: no route takes them, and sending each of them all six bodies on every route would double
 * the walk's time for answers that never read one.
 */
function bodiesFor(method: string, turn: number): Body[] {
  if (method === "POST") return bodies;
  return [carriesBody.has(method) ? bodies[turn % bodies.length]! : bodies[0]!];
}

function probes(paths: string[], cookie: string | undefined): Probe[] {
  return paths.flatMap((path, index) =>
    methods.flatMap((method, turn) =>
      bodiesFor(method, index + turn).map((body) => ({ method, path, body, ...(cookie ? { cookie } : {}) })),
    ),
  );
}

const engines: SiteEngine[] = ["sqlite", "postgres"];

for (const engine of engines) {
  test.describe(`odd requests on ${engine}`, () => {
    test.skip(
      engine === "postgres" && !process.env.TEST_DATABASE_URL,
      "TEST_DATABASE_URL is not set: the PostgreSQL half needs an empty database to make a schema in.",
    );
    // One site for the file's tests, in order: the walk comes last, as it signs its session out.
    test.describe.configure({ mode: "serial", timeout: 120_000 });

    let site: PrivateSite;
    let samples: Samples;
    let cookie: string;
    const port = () => Number(new URL(site.base).port);
    const postForm = (path: string, fields: string) =>
      send(site, {
        method: "POST",
        path,
        body: { what: "a form", contentType: "application/x-www-form-urlencoded", text: fields },
      });

    test.beforeAll(async () => {
      site = await startPrivateSite({ LOG_LEVEL: "warn" }, engine);
      samples = await addSamples(site);
      cookie = await site.staffCookie();
    });
    test.afterAll(() => site?.stop());

    test("TRACE, CONNECT and the other methods no route takes get 405 with Allow", async () => {
      const refused: [string, string][] = [
        ["TRACE", "/"],
        ["PROPFIND", "/"],
        ["PUT", "/contact"],
        ["DELETE", "/admin/login"],
        ["PATCH", "/enquiry"],
      ];
      for (const [method, path] of refused) {
        const answer = await rawRequest(path, { port: port(), method, headers: { origin: site.base } });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe("GET, HEAD, POST");
      }
      const connected = await new Promise<string>((resolve, reject) => {
        const socket = connect(port(), "127.0.0.1", () =>
          socket.write("CONNECT example.in:443 HTTP/1.1\r\nHost: example.in:443\r\n\r\n"),
        );
        let text = "";
        socket.on("data", (chunk) => (text += chunk));
        socket.on("end", () => resolve(text));
        socket.on("error", reject);
      });
      expect(connected).toMatch(/^HTTP\/1\.1 405 /);
    });

    test("a body that is not a form gets 415 and a broken form 400, each with a short plain message", async () => {
      const refusals: [string, string | undefined, string, number, string][] = [
        ["/admin/login", "application/json", '{"email":"a@example.in"}', 415, formRefusals.notForm],
        ["/admin/login.data", "text/plain", "email=a@example.in", 415, formRefusals.notForm],
        ["/admin/reset-password/", "application/xml", "<token/>", 415, formRefusals.notForm],
        ["/sample-content", undefined, "", 415, formRefusals.notForm],
        ["/enquiry", "application/json", '{"name":"Meena"}', 415, formRefusals.notForm],
        [
          "/admin/setup",
          "multipart/form-data; boundary=odd",
          "--odd\r\nnot a part",
          400,
          formRefusals.broken,
        ],
      ];
      for (const [path, contentType, text, status, message] of refusals) {
        const answer = await send(site, {
          method: "POST",
          path,
          body: { what: "", ...(contentType ? { contentType } : {}), ...(text ? { text } : {}) },
        });
        expect(answer.status, path).toBe(status);
        expect(answer.headers["content-type"], path).toBe("text/plain; charset=utf-8");
        expect(answer.body, path).toBe(message);
      }
    });

    test("a NUL in an address is refused with 400 before the database", async () => {
      const shareNul = samples.sharePath.replace(".jpg", "%00.jpg");
      for (const path of [
        "/projects?city=Chennai%00",
        "/blogs?category=Legal%00",
        shareNul,
        `/blog/${samples.slug}%00`,
      ]) {
        expect((await rawRequest(path, { port: port() })).status, path).toBe(400);
      }
      const search = await rawRequest("/admin/leads?q=abc%00def", { port: port(), headers: { cookie } });
      expect(search.status).toBe(400);
    });

    test("an enquiry and a contact message holding NUL are stored without it, never lost", async () => {
      const fields = (name: string) =>
        new URLSearchParams({
          name,
          phone: "98765\x0043210",
          email: "meena@example.in",
          message: "Near\0 the lake",
        });
      const page = await postForm("/enquiry", `${fields("Meena\0Enquiry")}&page=/`);
      expect(page.status).toBe(303);
      expect(page.headers.location).toBe("/?enquiry=sent#enquiry-status");
      const script = await postForm("/enquiry", `${fields("Meena\0Script")}&js=1`);
      expect(script.status).toBe(200);
      expect(JSON.parse(script.body)).toEqual({ ok: true });
      const contact = await postForm("/contact", fields("Meena\0Contact").toString());
      expect(contact.status).toBe(303);

      const stored = await site.withDatabase((db) =>
        db
          .selectFrom("leads")
          .select(["name", "phone", "message"])
          .where("name", "like", "Meena%")
          .orderBy("name")
          .execute(),
      );
      expect(stored.map((lead) => ({ ...lead }))).toEqual([
        { name: "MeenaContact", phone: "+919876543210", message: "Near the lake" },
        { name: "MeenaEnquiry", phone: "+919876543210", message: "Near the lake" },
        { name: "MeenaScript", phone: "+919876543210", message: "Near the lake" },
      ]);
    });

    test("a sign-in e-mail holding a NUL is a wrong sign-in, and one better-auth refuses the visitor's mistake", async () => {
      const email = testStaff.email.replace("@", "\0@");
      const wrong = await postForm(
        "/admin/login",
        new URLSearchParams({ intent: "sign-in", email, password: "not-the-password" }).toString(),
      );
      expect(wrong.status).toBe(401);
      const reset = await postForm(
        "/admin/login",
        new URLSearchParams({ intent: "reset", email: "a..b@example.in" }).toString(),
      );
      expect(reset.status).toBe(400);
      expect(reset.body).toContain(authErrorMessage("invalid-email"));
    });

    test("a layout plan nested 5,000 deep is refused with a message next to the upload field", async () => {
      const deep = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${"<g>".repeat(5000)}<rect width="1" height="1"/>${"</g>".repeat(5000)}</svg>`;
      const boundary = "plan-boundary";
      const body =
        `--${boundary}\r\nContent-Disposition: form-data; name="plan"; filename="plan.svg"\r\n` +
        `Content-Type: image/svg+xml\r\n\r\n${deep}\r\n--${boundary}--\r\n`;
      const answer = await send(site, {
        method: "POST",
        path: `/admin/projects/${samples.projectId}/layout`,
        body: { what: "", contentType: `multipart/form-data; boundary=${boundary}`, text: body },
        cookie,
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(svgRefusals.tooDeep);
    });

    test("every route, method and body: no 5xx, signed out or with a staff session", async () => {
      const paths = addresses(samples);
      expect(paths).toEqual(
        expect.arrayContaining(["/", "//", "/_root.data", "/admin/login.data", `/blog/${samples.slug}`]),
      );
      const signedIn = probes(paths, cookie).filter(
        // A readable form from staff has /sample-content paint the sample pictures (minutes): not sent.
        (probe) =>
          !(
            probe.path.startsWith("/sample-content") &&
            probe.body.contentType?.startsWith("application/x-www")
          ),
      );
      const signsOut = (probe: Probe) => probe.path.startsWith("/admin/logout");
      const failures: string[] = [];
      const check = async (probe: Probe) => {
        const answer = await send(site, probe).catch((error: unknown) => ({
          status: 0,
          body: String(error),
        }));
        if (answer.status >= 500 || answer.status === 0)
          failures.push(`${describeProbe(probe)}: ${answer.status}`);
      };
      await eachConcurrently(
        [...probes(paths, undefined), ...signedIn.filter((p) => !signsOut(p))],
        8,
        check,
      );
      // Signing out ends the session the other probes used: those run last.
      await eachConcurrently(signedIn.filter(signsOut), 8, check);
      expect(failures).toEqual([]);
    });
  });
}
