import { Database, LoaderCircle } from "lucide-react";
import { useLocation } from "react-router";

import type { home } from "#app/i18n/messages/en/home.ts";

import { withoutSampleParam } from "./sample-notice.ts";
import setupScript from "./setup-panel-script.ts?script";
import { useT } from "./site-data.ts";

const sampleContentAction = "/sample-content";

type SampleIntent = "projects-and-blogs" | "blogs-only";

const buttons: Record<SampleIntent, `home:${keyof typeof home}`> = {
  "projects-and-blogs": "home:addSampleProjectsAndBlogs",
  "blogs-only": "home:addSampleBlogsOnly",
};

const intentsByVariant: Record<"projects" | "blogs", SampleIntent[]> = {
  projects: ["projects-and-blogs", "blogs-only"],
  blogs: ["blogs-only"],
};

export interface SetupPanelProps {
  variant: "projects" | "blogs";
}

/**
 * Shown where the site has no content yet (spec §2 'Setup Required'). Content comes from an
 * administrator; the sample content buttons post to /sample-content, which only an administrator
 * may run (anyone else is sent to the sign-in first) and which redirects back here with the result.
 * While it runs the pressed button reads 'Adding sample content...' (setup-panel-script.ts).
 */
export function SetupPanel({ variant }: SetupPanelProps) {
  const location = useLocation();
  const t = useT();
  const returnTo = withoutSampleParam(location.pathname, location.search);

  return (
    <section
      aria-labelledby="setup-required-heading"
      data-setup-panel
      className="rounded-2xl border border-dashed border-forest-700/40 bg-white p-6 sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700 sm:flex">
          <Database aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="setup-required-heading" className="text-xl font-semibold text-forest-900">
            {t("home:setupRequired")}
          </h2>
          {variant === "projects" ? (
            <p className="mt-2 max-w-2xl leading-relaxed text-neutral-700">{t("home:setupProjectsText")}</p>
          ) : (
            <p className="mt-2 max-w-2xl leading-relaxed text-neutral-700">{t("home:setupBlogsText")}</p>
          )}
          <p className="mt-2 max-w-2xl text-sm text-neutral-600">{t("home:setupSignIn")}</p>

          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {intentsByVariant[variant].map((intent, index) => (
              <form key={intent} method="post" action={sampleContentAction} data-sample-content>
                <input type="hidden" name="intent" value={intent} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button
                  type="submit"
                  className={`inline-flex w-full items-center justify-center gap-2 rounded-full px-5 py-3 font-semibold transition-colors disabled:cursor-wait disabled:opacity-70 sm:w-auto ${
                    index === 0
                      ? "bg-forest-800 text-white hover:bg-forest-700"
                      : "bg-white text-forest-800 ring-1 ring-forest-700/40 ring-inset hover:bg-forest-50"
                  }`}
                >
                  <LoaderCircle aria-hidden="true" data-pending-icon className="hidden size-4 animate-spin" />
                  <span data-pending-label={t("home:addingSampleContent")}>{t(buttons[intent])}</span>
                </button>
              </form>
            ))}
          </div>
          <script type="module" src={setupScript} async />
        </div>
      </div>
    </section>
  );
}
