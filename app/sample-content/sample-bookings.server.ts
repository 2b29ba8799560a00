import type { DB } from "#app/db/database.server.ts";
import { createBooking, recordPayment } from "#app/domain/bookings/index.server.ts";
import { addDays, indiaToday } from "#app/lib/india-time.ts";

/**
 * Issue "Site visits and bookings": two bookings with their receipts on one sample project, so a
 * new install shows the bookings, the receipts and the reports with something in them. The sample
 * plan already marks some of its plots Booked: the first two get the booking behind that status
 * (each made through the bookings domain from Available), so the project's figures stay as written.
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
  await db
    .updateTable("plots")
    .set({ status: "available" })
    .where(
      "id",
      "in",
      plots.map((plot) => plot.id),
    )
    .execute();
  const booker = { id: null, name: "Sample content", allLeads: true };
  let made = 0;
  for (const [i, plot] of plots.entries()) {
    const sample = samples[i]!;
    const bookedOn = addDays(indiaToday(now), -sample.daysAgo);
    const result = await createBooking(
      db,
      booker,
      {
        plotId: plot.id,
        plotVersion: Number(plot.version),
        leadId: null,
        buyers: sample.buyers,
        ratePaise: Number(plot.rate_per_sqft) * 100,
        premiumPaise: Number(plot.premium) * 100,
        discountPaise: 0,
        discountReason: "",
        token: { ...sample.token, receivedOn: bookedOn },
      },
      { discountApprovalPaise: 0, now },
    );
    if (!result.ok) continue;
    made++;
    if (sample.later) {
      const { days, ...payment } = sample.later;
      await recordPayment(db, booker, result.id, { ...payment, receivedOn: addDays(bookedOn, days) }, now);
    }
  }
  return made;
}
