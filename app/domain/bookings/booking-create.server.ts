import type { DB } from "#app/db/database.server.ts";
import { inTransaction } from "#app/db/transaction.server.ts";
import { timestamp } from "#app/db/time.ts";
import { recordAudit } from "#app/domain/audit/index.server.ts";
import { movePlotForBooking, plotForBooking } from "#app/domain/plots/index.server.ts";
import { plotStatusLabels } from "#app/domain/plots/index.ts";
import type { FieldErrors } from "#app/lib/form-errors.ts";
import { isId, newId } from "#app/lib/ids.ts";
import type { BookingDraft, BookingField } from "./booking-forms.ts";
import { bookingMessages as m, type DiscountApproval } from "./booking-model.ts";
import { formatPaise, paisePerRupee } from "./booking-money.ts";
import { getBookingTerms } from "./booking-read.server.ts";
import { issueReceipt } from "./booking-receipts.server.ts";
import { agreedPrice, scheduleFromTerms } from "./booking-schedule.ts";

/**
 * Issue "Site visits and bookings": a plot booked from a hold or while free. One transaction moves
 * the plot to Booked (on the version the person saw), stores the booking with its buyers, its
 * schedule from the project's template and the token's receipt, notes it on the lead and marks the
 * lead Won. The partial unique index on bookings keeps a plot from being booked twice, also by two
 * instances at once.
 */

export interface Booker {
  /** null: the sample content, booked by nobody on the staff. */
  id: string | null;
  name: string;
  /** May book for any lead (owners, sales managers); a sales executive only for their own. */
  allLeads: boolean;
}

export type CreateResult =
  | { ok: true; id: string; receipt: string }
  | { ok: false; message: string }
  | { ok: false; errors: FieldErrors<BookingField> };

/** A database refusing a second open booking of one plot (the partial unique index). */
function isDuplicateBooking(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e?.code === "23505" || (typeof e?.message === "string" && e.message.includes("UNIQUE constraint failed"))
  );
}

export async function createBooking(
  db: DB,
  booker: Booker,
  draft: BookingDraft,
  {
    discountApprovalPaise,
    now = new Date(),
    sample = false,
  }: {
    discountApprovalPaise: number;
    now?: Date;
    /** The sample content's booking: its receipts count in their own series. */
    sample?: boolean;
  },
): Promise<CreateResult> {
  if (!isId(draft.plotId)) return { ok: false, message: m.plotGone };
  if (draft.leadId !== null && !isId(draft.leadId)) return { ok: false, message: m.lead };
  try {
    return await inTransaction(db, async (trx): Promise<CreateResult> => {
      const plot = await plotForBooking(trx, draft.plotId, now);
      if (!plot) return { ok: false, message: m.plotGone };
      if (plot.status !== "available" && plot.status !== "on_hold")
        return { ok: false, message: m.notBookable(plot.number, plotStatusLabels[plot.status]) };
      if (plot.hold_lead_id !== null && plot.hold_lead_id !== draft.leadId)
        return { ok: false, message: m.heldForOther(plot.number, plot.hold_for ?? "a buyer") };
      const lead = draft.leadId
        ? await trx
            .selectFrom("leads")
            .select(["id", "assigned_to"])
            .where("id", "=", draft.leadId)
            .executeTakeFirst()
        : undefined;
      if (draft.leadId && !lead) return { ok: false, message: m.lead };
      if (!booker.allLeads && lead?.assigned_to !== booker.id) return { ok: false, message: m.ownLeadsOnly };

      const pricePaise = agreedPrice({ areaSqft: plot.area_sqft, ...draft });
      if (pricePaise <= 0) return { ok: false, errors: { discount: m.discountTooLarge } };
      if (draft.token.amountPaise > pricePaise)
        return { ok: false, errors: { tokenAmount: m.tokenTooLarge } };
      // What the price comes down from: the plot's own rate and premium. A lower rate typed is a
      // discount too, so the approval weighs the whole reduction; a plot without a rate always needs it.
      const listPaise =
        plot.ratePerSqft === null
          ? null
          : agreedPrice({
              areaSqft: plot.area_sqft,
              ratePaise: plot.ratePerSqft * paisePerRupee,
              premiumPaise: plot.premium * paisePerRupee,
              discountPaise: 0,
            });
      const reduction = listPaise === null ? Infinity : listPaise - pricePaise;
      const approval: DiscountApproval = reduction > discountApprovalPaise ? "pending" : "not-needed";
      const buyer = draft.buyers[0]!.name;

      const stale = await movePlotForBooking(
        trx,
        {
          id: plot.id,
          version: draft.plotVersion,
          to: "booked",
          actor: booker.name,
          why: `booking for ${buyer}`,
        },
        now,
      );
      if (stale) return { ok: false, message: stale };

      const id = newId();
      const at = timestamp(now);
      await trx
        .insertInto("bookings")
        .values({
          id,
          project_id: plot.project_id,
          plot_id: plot.id,
          lead_id: lead?.id ?? null,
          status: "booked",
          area_sqft: plot.area_sqft,
          rate_paise: draft.ratePaise,
          premium_paise: draft.premiumPaise,
          discount_paise: draft.discountPaise,
          discount_reason: draft.discountReason,
          price_paise: pricePaise,
          list_price_paise: listPaise,
          sample: sample ? 1 : 0,
          approval,
          approved_by: null,
          approved_at: null,
          booked_by_id: booker.id,
          booked_by: booker.name,
          booked_on: draft.token.receivedOn,
          registered_on: null,
          deed_number: null,
          cancelled_on: null,
          cancel_reason: null,
          refund_paise: null,
          refund_mode: null,
          refund_reference: null,
          created_at: at,
          updated_at: at,
        })
        .execute();
      await trx
        .insertInto("booking_buyers")
        .values(draft.buyers.map((b, position) => ({ booking_id: id, position, ...b })))
        .execute();
      const terms = await getBookingTerms(trx, plot.project_id);
      const schedule = scheduleFromTerms(terms, {
        pricePaise,
        tokenPaise: draft.token.amountPaise,
        bookedOn: draft.token.receivedOn,
      });
      await trx
        .insertInto("booking_dues")
        .values(
          schedule.map((row, position) => ({
            booking_id: id,
            position,
            label: row.label,
            due_on: row.dueOn,
            amount_paise: row.amountPaise,
          })),
        )
        .execute();
      const receipt = await issueReceipt(trx, id, draft.token, booker.name, now, sample);
      const summary = `Booked plot ${plot.number} for ${buyer}: ${formatPaise(pricePaise)}, token ${formatPaise(draft.token.amountPaise)} (receipt ${receipt})`;
      if (lead) {
        await trx
          .insertInto("lead_notes")
          .values({ id: newId(), lead_id: lead.id, author: booker.name, body: `${summary}.`, created_at: at })
          .execute();
        await trx
          .updateTable("leads")
          .set({ status: "Won", status_changed_at: at })
          .where("id", "=", lead.id)
          .execute();
      }
      await recordAudit(trx, {
        actor: booker.name,
        action: "booking-create",
        entity: "booking",
        entityId: id,
        summary,
      });
      return { ok: true, id, receipt };
    });
  } catch (error) {
    if (isDuplicateBooking(error)) return { ok: false, message: m.alreadyBooked };
    throw error;
  }
}
