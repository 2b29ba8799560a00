import type { DB } from "#app/db/database.server.ts";
import { paisePerRupee } from "#app/domain/bookings/index.ts";
import { createBooking, recordPayment } from "#app/domain/bookings/index.server.ts";
import { addDays, indiaToday } from "#app/lib/india-time.ts";

/**
 * Issue "Site visits and bookings": two bookings with their receipts on one sample project, so a
 * new install shows the bookings, the receipts and the reports with something in them. The sample
 * plan already marks some of its plots Booked: the first two get the booking behind that status
 * (each made through the bookings domain from Available, in one transaction), so the project's
 * figures stay as written. Their receipts count in the sample series ("SAMPLE-2026-27/0001"), so
 * the company's first real receipt is its 0001, and they go with the project when it is deleted.
 */
export const sampleBookingProject = "Sethu Garden City";

const samples = [
  {
    daysAgo: 40,
    buyers: [
      {
        name: "Murugan Selvam",
        phone: "+919443012345",
        address: "14, Salai Street, Ramanathapuram 623501",
        pan: "",
      },
      {
        name: "Kavitha Murugan",
        phone: "+919443012346",
        address: "14, Salai Street, Ramanathapuram 623501",
        pan: "",
      },
    ],
    token: { amountPaise: 50_000_00, mode: "upi" as const, reference: "UPI 402918273645" },
    later: {
      amountPaise: 1_50_000_00,
      mode: "cheque" as const,
      reference: "Cheque 004512, Indian Bank",
      days: 25,
    },
  },
  {
    daysAgo: 9,
    buyers: [
      {
        name: "Fathima Begum",
        phone: "+919842098765",
        address: "7, Barathi Nagar, Paramakudi 623707",
        pan: "",
      },
    ],
    token: { amountPaise: 25_000_00, mode: "cash" as const, reference: "" },
    later: null,
  },
];

/** Books the samples on the project's first available plots; adds nothing when the project has bookings. */
export async function addSampleBookings(db: DB, projectId: string, now = new Date()): Promise<number> {
  const booked = await db
    .selectFrom("bookings")
    .select("id")
    .where("project_id", "=", projectId)
    .executeTakeFirst();
  if (booked) return 0;
  const plots = await db
    .selectFrom("plots")
    .select(["id", "version", "rate_per_sqft", "premium"])
    .where("project_id", "=", projectId)
    .where("status", "=", "booked")
    .where("rate_per_sqft", "is not", null)
    .orderBy("sort_key")
    .limit(samples.length)
    .execute();
  if (plots.length === 0) return 0;
  const booker = { id: null, name: "Sample content", allLeads: true };
  try {
    // All or nothing: a plot is made Available only to be booked in the same transaction.
    return await db.transaction().execute(async (trx) => {
      const ids = plots.map((plot) => plot.id);
      await trx.updateTable("plots").set({ status: "available" }).where("id", "in", ids).execute();
      for (const [i, plot] of plots.entries()) {
        const sample = samples[i]!;
        const bookedOn = addDays(indiaToday(now), -sample.daysAgo);
        const result = await createBooking(
          trx,
          booker,
          {
            plotId: plot.id,
            plotVersion: Number(plot.version),
            leadId: null,
            buyers: sample.buyers,
            ratePaise: Number(plot.rate_per_sqft) * paisePerRupee,
            premiumPaise: Number(plot.premium) * paisePerRupee,
            discountPaise: 0,
            discountReason: "",
            token: { ...sample.token, receivedOn: bookedOn },
          },
          { discountApprovalPaise: 0, now, sample: true },
        );
        if (!result.ok) throw new Error(`Sample booking refused: ${JSON.stringify(result)}`);
        if (!sample.later) continue;
        const { days, ...payment } = sample.later;
        const paid = await recordPayment(
          trx,
          booker,
          result.id,
          { ...payment, receivedOn: addDays(bookedOn, days) },
          now,
        );
        if (!paid.ok) throw new Error(`Sample payment refused: ${JSON.stringify(paid)}`);
      }
      return plots.length;
    });
  } catch (error) {
    console.error("The sample bookings could not be added:", error);
    return 0;
  }
}
