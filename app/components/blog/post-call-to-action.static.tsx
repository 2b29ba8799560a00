import { EnquiryTrigger } from "#app/components/enquiry/enquiry-trigger.static.tsx";
import { useSite, useT } from "#app/components/site/site-data.ts";
import { chatGreeting, WhatsAppLogo, whatsappHref } from "#app/components/site/whatsapp.static.tsx";
import type { Translate } from "#app/i18n/translations.ts";

/** What a chat started from a post is about, in the page's language. */
export function postChatTopic(t: Translate, postTitle: string): string {
  return t("blog:chatTopic", { title: postTitle });
}

/** The end of every post: ask us about a plot, by the enquiry form or on WhatsApp. */
export function PostCallToAction({ postTitle }: { postTitle: string }) {
  const { settings } = useSite();
  const t = useT();
  const greeting = chatGreeting(t, settings.companyName, postChatTopic(t, postTitle));
  return (
    <section
      aria-labelledby="post-cta-heading"
      className="mt-12 rounded-2xl bg-forest-50 px-5 py-6 ring-1 ring-forest-900/10 sm:px-8 sm:py-8"
    >
      <h2 id="post-cta-heading" className="text-2xl font-semibold text-forest-900">
        {t("blog:lookingForPlot")}
      </h2>
      <p className="mt-2 text-neutral-700">{t("blog:lookingForPlotText")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <EnquiryTrigger className="inline-flex min-h-11 items-center rounded-full bg-marigold-400 px-5 font-semibold text-forest-900 hover:bg-marigold-500">
          {t("blog:sendEnquiry")}
        </EnquiryTrigger>
        <a
          href={whatsappHref(settings.whatsappNumber, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
        >
          <WhatsAppLogo className="size-5" />
          {t("site:chatOnWhatsApp")}
          <span className="sr-only">{t("site:opensInNewTab")}</span>
        </a>
      </div>
    </section>
  );
}
