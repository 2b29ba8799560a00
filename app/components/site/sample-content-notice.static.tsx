import { CircleAlert, CircleCheck, X } from "lucide-react";
import { useLocation } from "react-router";

import { sampleNotice, sampleParam, withoutSampleParam } from "./sample-notice.ts";
import dismissScript from "./sample-notice-script.ts?script";
import { useLocale, useT } from "./site-data.ts";

/** Splits the message around the blog's address so that address becomes a link while the text stays the same. */
function MessageText({ text, blogsPath }: { text: string; blogsPath: string }) {
  const at = text.indexOf(blogsPath);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={blogsPath} className="font-semibold underline underline-offset-2">
        {blogsPath}
      </a>
      {text.slice(at + blogsPath.length)}
    </>
  );
}

/**
 * The result of "Add Sample ..." after the /sample-content action redirects back with
 * `?sample=<outcome>`: success as a status message, failure as an alert. Dismissing it removes the
 * parameter from the address, which works without JavaScript too (with it, sample-notice-script.ts
 * replaces the history entry, so Back does not show the message again).
 */
export function SampleContentNotice({ className = "" }: { className?: string }) {
  const location = useLocation();
  const t = useT();
  const notice = sampleNotice(new URLSearchParams(location.search).get(sampleParam), useLocale());
  if (!notice) return null;

  const success = notice.tone === "success";
  const Icon = success ? CircleCheck : CircleAlert;
  return (
    <div
      className={`flex items-start gap-3 rounded-xl px-4 py-3 ring-1 ${
        success ? "bg-green-50 text-green-900 ring-green-700/30" : "bg-red-50 text-red-900 ring-red-700/30"
      } ${className}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p role={success ? "status" : "alert"} className="flex-1 font-medium">
        <MessageText text={notice.text} blogsPath={notice.blogsPath} />
      </p>
      <a
        href={withoutSampleParam(location.pathname, location.search)}
        data-sample-notice-dismiss
        className="-m-1.5 flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">{t("home:dismiss")}</span>
      </a>
      <script type="module" src={dismissScript} async />
    </div>
  );
}
