import { ContactForm, contactFormQuery } from "#app/components/contact/contact-form.static.tsx";
import {
  ContactDetails,
  contactCardClass,
  OfficeMap,
} from "#app/components/contact/contact-details.static.tsx";
import { PageBanner } from "#app/components/site/page-banner.static.tsx";
import { siteFromMatches, useSite, useT } from "#app/components/site/site-data.ts";
import { contactSchema } from "#app/domain/leads/lead-forms.ts";
import {
  answerPublicForm,
  jsonAnswerMiddleware,
  readPublicPost,
} from "#app/domain/leads/public-form.server.ts";
import { localeOfPath, localizedPath } from "#app/i18n/locales.ts";
import { translator } from "#app/i18n/translations.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const { settings, siteUrl, locale } = siteFromMatches(matches);
  const t = translator(locale);
  return seoMeta({
    locale,
    title: t("contact:metaTitle"),
    description: t("contact:metaDescription", {
      company: settings.companyName,
      city: settings.officeCity,
      state: settings.officeState,
      hours: settings.businessHours,
    }),
    path: "/contact",
    siteUrl,
    siteName: settings.companyName,
  });
}

/** The form and the office's details: the page ships no framework runtime (issue 13). */
export const handle = scriptlessPage(contactFormQuery);

async function answerContact(request: Request, context: Route.ActionArgs["context"]) {
  const page = localizedPath("/contact", localeOfPath(new URL(request.url).pathname));
  return answerPublicForm(context, await readPublicPost(request), {
    form: "contact",
    schema: contactSchema,
    lead: (message) => ({
      kind: "contact",
      name: message.name,
      phone: message.phone,
      email: message.email,
      message: message.message,
      details: { subject: message.subject },
      page,
      projectId: null,
    }),
    // Without JavaScript this page shows a refusal itself, with what was typed.
    noScript: (outcome) => (outcome.outcome === "sent" ? `${page}?sent=1#contact-status` : null),
  });
}

/** The form's script asks for the answer as JSON (see lead-form-script.ts); it gets no page. */
export const middleware: Route.MiddlewareFunction[] = [jsonAnswerMiddleware(answerContact)];

/** A post without JavaScript: a refusal is shown on the page, with what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerContact(request, context);
}

export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : parentHeaders;
}

/** Where the note puts the required fields' mark, so each language places it in its own sentence. */
const markSlot = "\u0000";

function RequiredNote() {
  const t = useT();
  const [before, after] = t("contact:requiredNote", { mark: markSlot }).split(markSlot);
  return (
    <p className="mt-2 mb-6 text-neutral-600">
      {before}
      <span aria-hidden="true">*</span>
      <span className="sr-only">{t("contact:requiredMark")}</span>
      {after}
    </p>
  );
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  const t = useT();
  return (
    <>
      <PageBanner eyebrow={t("contact:eyebrow")} title={t("contact:title")}>
        {t("contact:intro", { city: settings.officeCity })}
      </PageBanner>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10 lg:px-8 lg:py-16">
        <section aria-labelledby="contact-form-heading" className={contactCardClass}>
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-forest-900">
            {t("contact:formTitle")}
          </h2>
          <RequiredNote />
          <ContactForm pageResult={actionData} companyName={settings.companyName} />
        </section>
        <ContactDetails settings={settings} />
      </div>

      <OfficeMap settings={settings} />
    </>
  );
}
