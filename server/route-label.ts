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
  [/^\/share\/(ta\/)?(project|post)\/[^/]+$/, "/share/$1$2/:file"],
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

function labelOf(page: string): string {
  for (const [pattern, label] of routes) {
    if (pattern.test(page)) return page.replace(pattern, label);
  }
  return "other";
}

/** A Tamil page's label is its English page's under /ta ("/ta/project/:id"); "other" stays "other". */
export function routeLabel(path: string): string {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  const tamil = /^\/ta(?=\/|$)/.exec(page);
  if (!tamil) return labelOf(page);
  const label = labelOf(page.slice(tamil[0].length) || "/");
  if (label === "other" || label.startsWith("/admin") || label.startsWith("/hooks")) return "other";
  return label === "/" ? "/ta" : `/ta${label}`;
}
