/**
 * Where the browser tests' servers listen: the sample site, an empty one, and the back office
 * tests' own sample site.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 3170);
export const siteUrl = `http://127.0.0.1:${e2ePort}`;
/** A site with no projects and no blogs, for the empty states (`test.use({ baseURL: emptySiteUrl })`). */
export const emptySiteUrl = `http://127.0.0.1:${e2ePort + 1}`;
/** The back office tests' sample site: what they add and change never meets the public pages' tests. */
export const adminPort = e2ePort + 2;
export const adminSiteUrl = `http://127.0.0.1:${adminPort}`;
