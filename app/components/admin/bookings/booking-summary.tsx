import type { ReactNode } from "react";

import { Card } from "#app/components/ui/card.tsx";
import { formatPaiseInFull } from "#app/domain/bookings/index.ts";
import type { Booking } from "#app/domain/bookings/index.server.ts";
import { formatCalendarDay } from "#app/lib/india-time.ts";

/** A line of the summary: a name and its value. */
function Fact({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 py-1.5">
      <dt className="text-neutral-600">{name}</dt>
      <dd className="text-right font-medium text-neutral-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** Who bought, at what agreed price (rate, premium, discount) and the booking's milestones. */
export function BookingSummary({ booking }: { booking: Booking }) {
  const rate = `${formatPaiseInFull(booking.ratePaise)} × ${booking.areaSqft.toLocaleString("en-IN")} sq.ft`;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <Card as="section" aria-labelledby="booking-buyers" className="p-4 sm:p-5">
        <h2 id="booking-buyers" className="text-lg font-semibold text-forest-900">
          {booking.buyers.length > 1 ? "Buyers" : "Buyer"}
        </h2>
        <ul className="mt-2 divide-y divide-neutral-200 text-sm">
          {booking.buyers.map((buyer) => (
            <li key={buyer.phone + buyer.name} className="py-2">
              <p className="font-medium text-neutral-900">{buyer.name}</p>
              <p className="text-neutral-700 tabular-nums">
                <a href={`tel:${buyer.phone}`} className="underline-offset-2 hover:underline">
                  {buyer.phone}
                </a>
                {buyer.pan ? ` · PAN ${buyer.pan}` : ""}
              </p>
              <p className="whitespace-pre-line text-neutral-700">{buyer.address}</p>
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" aria-labelledby="booking-price" className="p-4 sm:p-5">
        <h2 id="booking-price" className="text-lg font-semibold text-forest-900">
          Agreed price
        </h2>
        <dl className="mt-2 divide-y divide-neutral-200 text-sm">
          <Fact name="Rate">{rate}</Fact>
          {booking.premiumPaise > 0 ? (
            <Fact name="Premium">{formatPaiseInFull(booking.premiumPaise)}</Fact>
          ) : null}
          {booking.discountPaise > 0 ? (
            <Fact name={`Discount (${booking.discountReason})`}>
              − {formatPaiseInFull(booking.discountPaise)}
            </Fact>
          ) : null}
          <Fact name="Price">{formatPaiseInFull(booking.pricePaise)}</Fact>
          {booking.listPricePaise !== null && booking.listPricePaise !== booking.pricePaise ? (
            <Fact name="List price when booked">{formatPaiseInFull(booking.listPricePaise)}</Fact>
          ) : null}
          <Fact name="Paid">{formatPaiseInFull(booking.paidPaise)}</Fact>
          <Fact name="Balance">{formatPaiseInFull(booking.pricePaise - booking.paidPaise)}</Fact>
          <Fact name="Booked">
            {formatCalendarDay(booking.bookedOn)} by {booking.bookedBy}
          </Fact>
          {booking.registeredOn ? (
            <Fact name="Registered">
              {formatCalendarDay(booking.registeredOn)}, sale deed {booking.deedNumber}
            </Fact>
          ) : null}
          {booking.cancelledOn ? (
            <Fact name="Cancelled">
              {formatCalendarDay(booking.cancelledOn)}: {booking.cancelReason}; refund{" "}
              {formatPaiseInFull(booking.refundPaise ?? 0)}
            </Fact>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}
