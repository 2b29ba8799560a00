import { EnquiryTrigger } from "#app/components/enquiry/enquiry-trigger.static.tsx";
import { useSite } from "#app/components/site/site-data.ts";
import { chatGreeting, WhatsAppLogo, whatsappHref } from "#app/components/site/whatsapp.static.tsx";

/** What a chat started from a post is about. */
export function postChatTopic(postTitle: string): string {
  return `your plots after reading "${postTitle}"`;
}

/** The end of every post: ask us about a plot, by the enquiry form or on WhatsApp. */
export function PostCallToAction({ postTitle }: { postTitle: string }) {
  const { settings } = useSite();
  const greeting = chatGreeting(settings.companyName, postChatTopic(postTitle));
  return (
    <section
      aria-labelledby="post-cta-heading"
      className="mt-12 rounded-2xl bg-forest-50 px-5 py-6 ring-1 ring-forest-900/10 sm:px-8 sm:py-8"
    >
      <h2 id="post-cta-heading" className="text-2xl font-semibold text-forest-900">
        Looking for a plot?
      </h2>
      <p className="mt-2 text-neutral-700">
        Tell us your budget and preferred area, and our team will call you back with plots that fit.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <EnquiryTrigger className="inline-flex min-h-11 items-center rounded-full bg-marigold-400 px-5 font-semibold text-forest-900 hover:bg-marigold-500">
          Send an Enquiry
        </EnquiryTrigger>
        <a
          href={whatsappHref(settings.whatsappNumber, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-emerald-700 px-5 font-semibold text-white hover:bg-emerald-800"
        >
          <WhatsAppLogo className="size-5" />
          Chat on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
