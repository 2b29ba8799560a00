import { useLocale, useT } from "#app/components/site/site-data.ts";
import { SuccessStatus } from "#app/components/ui/form-status.static.tsx";
import { SelectField } from "#app/components/ui/inputs.static.tsx";
import { formMessage, slotOptionLabel, visitMomentIn } from "#app/domain/leads/form-texts.ts";
import type { BuyerVisitView } from "#app/domain/leads/visit-change-view.ts";
import { slotMessages } from "#app/domain/visits/index.ts";

const button =
  "inline-flex w-full items-center justify-center rounded-lg px-5 py-3 text-base font-semibold shadow-sm sm:w-auto";

/**
 * The buyer's own page for a booked visit (the signed link of its confirmation mail): what is
 * booked, and plain forms to move it to another time with places or to cancel it. After a change
 * the page comes back with `?done=moved|cancelled`, or `?refused=slot|visit` with the reason. In
 * the page's language: the mail of a buyer who booked from a Tamil page links to /ta/visit/….
 */
export function VisitManage({
  visit,
  done,
  refused,
}: {
  visit: BuyerVisitView;
  done: string | null;
  refused: string | null;
}) {
  const t = useT();
  const locale = useLocale();
  const unchangeable = t("visit:unchangeable");
  const thanks = done === "moved" ? t("visit:moved") : done === "cancelled" ? t("visit:cancelled") : "";
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
      <SuccessStatus id="visit-status" message={thanks} shown={thanks !== ""} />
      <section
        aria-labelledby="visit-title"
        className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <h1 id="visit-title" className="text-2xl font-semibold text-forest-900">
          {t("visit:heading", { project: visit.project })}
        </h1>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-neutral-800 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-neutral-600">{t("visit:when")}</dt>
          <dd>{visitMomentIn(visit.date, visit.time, locale)}</dd>
          <dt className="font-medium text-neutral-600">{t("visit:where")}</dt>
          <dd>{visit.location}</dd>
          <dt className="font-medium text-neutral-600">{t("visit:visitors")}</dt>
          <dd>{visit.visitors}</dd>
          <dt className="font-medium text-neutral-600">{t("visit:pickup")}</dt>
          <dd>{visit.pickupPoint ?? t("visit:noPickup")}</dd>
        </dl>
        {visit.cancelled ? (
          <p className="mt-4 font-medium text-red-800">{t("visit:cancelledNotice")}</p>
        ) : null}
        {!visit.cancelled && !visit.changeable ? (
          <p className="mt-4 text-neutral-700">{unchangeable}</p>
        ) : null}
        {refused === "visit" ? <p className="mt-4 font-medium text-red-800">{unchangeable}</p> : null}
      </section>
      {visit.changeable ? (
        <>
          <form method="post" className="space-y-4 rounded-2xl border border-neutral-200 bg-white p-6 sm:p-8">
            <h2 className="text-lg font-semibold text-forest-900">{t("visit:moveTitle")}</h2>
            <input type="hidden" name="intent" value="move" />
            <SelectField
              id="visit-slot"
              name="slot"
              label={t("visit:newVisitTime")}
              placeholder={visit.slots.length > 0 ? t("forms:selectVisitTime") : t("visit:noOtherVisitTimes")}
              rule={{ required: true }}
              options={visit.slots.map((slot) => ({
                value: slot.value,
                label: slotOptionLabel(slot, locale),
              }))}
              error={refused === "slot" ? formMessage(slotMessages.taken, locale) : undefined}
              look="roomy"
            />
            <button type="submit" className={`${button} bg-forest-800 text-white hover:bg-forest-900`}>
              {t("visit:moveVisit")}
            </button>
          </form>
          <form method="post" className="rounded-2xl border border-neutral-200 bg-white p-6 sm:p-8">
            <h2 className="text-lg font-semibold text-forest-900">{t("visit:cannotCome")}</h2>
            <p className="mt-1 text-neutral-700">{t("visit:cancelText")}</p>
            <input type="hidden" name="intent" value="cancel" />
            <button
              type="submit"
              className={`${button} mt-4 border border-red-700 bg-white text-red-800 hover:bg-red-50`}
            >
              {t("visit:cancelVisit")}
            </button>
          </form>
        </>
      ) : null}
    </div>
  );
}
