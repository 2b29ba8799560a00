import type { When } from "#app/lib/when.ts";

/** "My day" (issue "One inbox"): the leads a salesperson works today. Display types only. */
export interface MyDayLead {
  id: string;
  name: string;
  phone: string;
  /** "Enquiry · Google Ads · Green Meadows". */
  about: string;
  nextStep: string | null;
  due: When | null;
  overdue: boolean;
  received: When;
  /** A site visit's time ("10:00 AM"), or the part of the day asked for. */
  slot?: string | null;
}

export interface MyDayView {
  /** The day in India, YYYY-MM-DD. */
  today: string;
  /** Their follow-ups due today, and those overdue, the earliest first. */
  due: MyDayLead[];
  /** Their leads still New. */
  fresh: MyDayLead[];
  /** New leads nobody works yet, which they can take. */
  pool: MyDayLead[];
  /** Today's site visits: booked into a slot for today, or asked for today where a project has no slots. */
  visits: MyDayLead[];
}

export const myDayPath = "/admin/my-day";
