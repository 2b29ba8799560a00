/**
 * The route a request path belongs to, as a metrics label: ids and slugs folded into their
 * parameter, React Router's data requests (`.data`) with their page, anything unknown "other",
 * so a crawler's made-up paths never add a label each.
 */
const routes: [RegExp, string][] = [
  [/^\/$/, "/"],
  [/^\/_root$/, "/"],
  [/^\/(projects|about|contact|blogs|enquiry|site-visit|interest|brochure|sample-content)$/, "/$1"],
  [/^\/project\/[^/]+\/brochure$/, "/project/:id/brochure"],
  [/^\/project\/[^/]+$/, "/project/:id"],
  [/^\/blog\/[^/]+$/, "/blog/:slug"],
  [/^\/share\/(project|post)\/[^/]+$/, "/share/$1/:file"],
  [/^\/hooks\/(google-leads|meta|whatsapp)$/, "/hooks/$1"],
  [/^\/admin$/, "/admin"],
  [
    /^\/admin\/(login|logout|reset-password|setup|projects|blogs|settings|staff|account|uploads|leads|personal-data)$/,
    "/admin/$1",
  ],
  [/^\/admin\/(login\/two-factor|account\/two-factor|leads\/export|personal-data\/export)$/, "/admin/$1"],
  [/^\/admin\/leads\/[^/]+$/, "/admin/leads/:id"],
  [/^\/admin\/projects\/[^/]+\/brochure$/, "/admin/projects/:id/brochure"],
  [/^\/admin\/blogs\/[^/]+\/preview$/, "/admin/blogs/:id/preview"],
  [/^\/assets\/.*$/, "/assets/*"],
  [/^\/media\/.*$/, "/media/*"],
  [/^\/(healthz|readyz|metrics)$/, "/$1"],
];

export function routeLabel(path: string): string {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  for (const [pattern, label] of routes) {
    if (pattern.test(page)) return page.replace(pattern, label);
  }
  return "other";
}
