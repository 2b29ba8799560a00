import { ContactForm, contactFormQuery } from "#app/components/contact/contact-form.static.tsx";
import {
  ContactDetails,
  contactCardClass,
  OfficeMap,
} from "#app/components/contact/contact-details.static.tsx";
import { PageBanner } from "#app/components/site/page-banner.static.tsx";
import { siteFromMatches, useSite } from "#app/components/site/site-data.ts";
import { contactSchema } from "#app/domain/leads/lead-forms.ts";
import {
  answerPublicForm,
  jsonAnswerMiddleware,
  readPublicPost,
} from "#app/domain/leads/public-form.server.ts";
import { scriptlessPage } from "#app/lib/scriptless.ts";
import { seoMeta } from "#app/lib/seo.ts";

import type { Route } from "./+types/contact";

export function meta({ matches }: Route.MetaArgs) {
  const { settings, siteUrl } = siteFromMatches(matches);
  return seoMeta({
    title: "Contact Us",
    description: `Call, e-mail or message ${settings.companyName}, or visit our head office in ${settings.officeCity}, ${settings.officeState}. ${settings.businessHours}.`,
    path: "/contact",
    siteUrl,
    siteName: settings.companyName,
  });
}

/** The form and the office's details: the page ships no framework runtime (issue 13). */
export const handle = scriptlessPage(contactFormQuery);

async function answerContact(request: Request, context: Route.ActionArgs["context"]) {
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
      page: "/contact",
      projectId: null,
    }),
    // Without JavaScript this page shows a refusal itself, with what was typed.
    noScript: (outcome) => (outcome.outcome === "sent" ? "/contact?sent=1#contact-status" : null),
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

export default function Contact({ actionData }: Route.ComponentProps) {
  const { settings } = useSite();
  return (
    <>
      <PageBanner eyebrow="Contact" title="Contact Us">
        Questions about a plot, a site visit or the documents? Send us a message, call or chat with us: our
        team in {settings.officeCity} will help you.
      </PageBanner>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10 lg:px-8 lg:py-16">
        <section aria-labelledby="contact-form-heading" className={contactCardClass}>
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-forest-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-neutral-600">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">as required</span> are required. We reply on working days.
          </p>
          <ContactForm pageResult={actionData} companyName={settings.companyName} />
        </section>
        <ContactDetails settings={settings} />
      </div>

      <OfficeMap settings={settings} />
    </>
  );
}
