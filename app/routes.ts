import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every URL of the site. Spec §2 "Public routes" are the children of the site layout. */
export default [
  // Issue "Tamil and English": every public page also in Tamil, under /ta/ (an optional segment).
  route("ta?", "routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("projects", "routes/projects.tsx"),
    route("project/:id?", "routes/project.tsx"),
    // Issue "What it costs": a plot's all-in cost, its loan estimate and the cost sheet's form.
    route("project/:id/plots/:number/cost", "routes/plot-cost.tsx"),
    route("about", "routes/about.tsx"),
    route("contact", "routes/contact.tsx"),
    route("blogs", "routes/blogs.tsx"),
    route("blog/:slug?", "routes/blog.tsx"),
    // Issue "Site visits and bookings": the buyer's visit, from the signed link in its mail.
    route("visit/:token", "routes/visit.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  // Form endpoints without a page of their own (they redirect back to the page that posted).
  route("enquiry", "routes/enquiry.tsx"),
  route("site-visit", "routes/site-visit.tsx"),
  route("interest", "routes/interest.tsx"),
  // Brochure: the name-and-phone form posts here; the signed link it answers with downloads the PDF.
  route("brochure", "routes/brochure.tsx"),
  route("ta?/project/:id/brochure", "routes/project-brochure.tsx"),
  // Cost sheet: the same, for a plot's cost sheet (PDF).
  route("cost-sheet", "routes/cost-sheet.tsx"),
  route("project/:id/plots/:number/cost-sheet", "routes/plot-cost-sheet.ts"),
  route("sample-content", "routes/sample-content.tsx"),
  // For search engines.
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Issue "One inbox": the ad platforms' lead webhooks (JSON, 64 KB at most).
  route("hooks/google-leads", "routes/hooks/google-leads.ts"),
  route("hooks/meta", "routes/hooks/meta.ts"),
  // Issue "WhatsApp channel": the Cloud API's webhook (subscription check, messages and statuses).
  route("hooks/whatsapp", "routes/hooks/whatsapp.ts"),
  // Share images (og:image) of projects and posts: /share/project/<id>-<version>.jpg, a Tamil
  // page's /share/ta/project/<id>-<version>.jpg.
  route("share/:locale?/:kind/:file", "routes/share-image.tsx"),

  // Spec §2 "Admin area". Sign-in, sign-out, password reset and first-account setup stand outside
  // the admin layout; everything inside it is refused on the server without a session.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/login/two-factor", "routes/admin/login-two-factor.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  route("admin/setup", "routes/admin/setup.tsx"),
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("my-day", "routes/admin/my-day.tsx"),
    route("projects", "routes/admin/projects.tsx"),
    route("projects/:id/brochure", "routes/admin/project-brochure.tsx"),
    route("projects/:id/plots", "routes/admin/project-plots.tsx"),
    route("projects/:id/plots/export", "routes/admin/project-plots-export.ts"),
    route("projects/:id/plots/import", "routes/admin/project-plots-import.tsx"),
    route("projects/:id/plots/:plotId", "routes/admin/project-plot.tsx"),
    route("projects/:id/layout", "routes/admin/project-layout.tsx"),
    route("costs", "routes/admin/costs.tsx"),
    route("blogs", "routes/admin/blogs.tsx"),
    route("blogs/:id/preview", "routes/admin/blog-preview.tsx"),
    route("scheduled", "routes/admin/scheduled.tsx"),
    // A project's or a post's history (`projects/:id/history`, `blogs/:id/history`).
    route(":kind/:id/history", "routes/admin/history.tsx"),
    // Issue "Publish later and go back": the editors' autosaved private drafts (no id: a new record).
    route("drafts/:entity/:id?", "routes/admin/draft.ts"),
    route("settings", "routes/admin/settings.tsx"),
    route("staff", "routes/admin/staff.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("account/two-factor", "routes/admin/account-two-factor.tsx"),
    route("uploads", "routes/admin/uploads.tsx"),
    route("leads", "routes/admin/leads.tsx"),
    route("leads/export", "routes/admin/leads-export.ts"),
    route("leads/new", "routes/admin/lead-new.tsx"),
    route("leads/assignment", "routes/admin/leads-assignment.tsx"),
    route("leads/import", "routes/admin/leads-import.tsx"),
    route("leads/:id", "routes/admin/lead.tsx"),
    route("leads/:id/cost-sheet", "routes/admin/lead-cost-sheet.ts"),
    route("people/:id", "routes/admin/person.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("visits", "routes/admin/visits.tsx"),
    route("visits/slots", "routes/admin/visit-slots.tsx"),
    route("bookings", "routes/admin/bookings.tsx"),
    route("bookings/new", "routes/admin/booking-new.tsx"),
    route("bookings/reports", "routes/admin/booking-reports.tsx"),
    route("bookings/reports/export", "routes/admin/booking-reports-export.ts"),
    route("bookings/terms", "routes/admin/booking-terms.tsx"),
    route("bookings/:id", "routes/admin/booking.tsx"),
    route("bookings/:id/receipts/:receiptId", "routes/admin/booking-receipt.ts"),
    route("bookings/:id/documents/:kind", "routes/admin/booking-document.ts"),
    route("personal-data", "routes/admin/personal-data.tsx"),
    route("personal-data/export", "routes/admin/personal-data-export.ts"),
    route("*", "routes/admin/unknown.tsx"),
  ]),
] satisfies RouteConfig;
