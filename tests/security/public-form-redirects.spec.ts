import { expect, test } from "@playwright/test";

/**
 * A public form posted without JavaScript is sent back to the page named in its `page` field: only
 * ever a path of this site, read as the sign-in's return path is (safeReturnPath), so a path whose
 * dot segments or backslashes turn into `//host` never becomes a redirect to another site.
 */
const foreignPages = [
  "/.//evil.test",
  "/%2e//evil.test",
  "/%2E%2E//evil.test",
  "/x/..//evil.test",
  "/./\\evil.test",
  "/.\\/evil.test",
  "/\t/evil.test",
  "//evil.test",
  "https://evil.test/",
];

const forms = {
  "/enquiry": { name: "Redirect Probe", phone: "9876543210" },
  "/site-visit": { name: "Redirect Probe", phone: "9876543210", visitDate: "not a day" },
};

for (const [action, fields] of Object.entries(forms)) {
  test(`${action} sends a browser back to this site only, whatever the page field says`, async ({
    request,
  }) => {
    for (const page of foreignPages) {
      const answer = await request.post(action, { form: { ...fields, page }, maxRedirects: 0 });
      expect(answer.status(), page).toBe(303);
      const location = answer.headers().location ?? "";
      expect(location, page).toMatch(/^\/(?![/\\])/);
      expect(new URL(location, "http://site.invalid").host, page).toBe("site.invalid");
    }
  });
}
