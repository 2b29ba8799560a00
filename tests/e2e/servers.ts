/** Where the browser tests' two servers listen: the sample site, and an empty one next to it. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3170);
export const siteUrl = `http://127.0.0.1:${e2ePort}`;
/** A site with no projects and no blogs, for the empty states (`test.use({ baseURL: emptySiteUrl })`). */
export const emptySiteUrl = `http://127.0.0.1:${e2ePort + 1}`;
