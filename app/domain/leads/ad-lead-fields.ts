import { normalizeIndianPhone } from "./phone.ts";

/**
 * Issue "One inbox": the answers of an ad platform's lead form as a lead. Google's webhook names
 * each answer by `column_id` (FULL_NAME, PHONE_NUMBER, EMAIL, CITY, or a question of the
 * advertiser's own) and Meta's Graph API by `name` (full_name, phone_number, email, city, …): the
 * same names in two cases, read here once for both.
 */
export interface AdFormAnswer {
  /** The platform's name of the field (column_id, or field_data's name). */
  id: string;
  /** How the form asked it, when the platform says (Google's column_name). */
  label?: string;
  value: string;
}

export interface AdLeadContact {
  name: string;
  phone: string;
  email: string | null;
  city: string | null;
  /** The other answers, as "Question: answer" lines for the lead's message. */
  answers: string[];
}

const known = {
  name: ["full_name"],
  first: ["first_name"],
  last: ["last_name"],
  phone: ["phone_number", "work_phone"],
  email: ["email", "work_email"],
  city: ["city"],
} as const;

const knownIds: ReadonlySet<string> = new Set(Object.values(known).flat());

/** "what_is_your_budget?" as a reader would see it: "What is your budget?". */
function questionOf(answer: AdFormAnswer): string {
  if (answer.label?.trim()) return answer.label.trim();
  const words = answer.id.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function adLeadContact(answers: readonly AdFormAnswer[]): AdLeadContact {
  const value = (ids: readonly string[]) =>
    answers.find((answer) => ids.includes(answer.id.toLowerCase()) && answer.value.trim())?.value.trim() ??
    "";
  const name = value(known.name) || [value(known.first), value(known.last)].filter(Boolean).join(" ");
  return {
    name: name.slice(0, 100) || "Name not given",
    phone: value(known.phone).slice(0, 20),
    email: value(known.email).toLowerCase().slice(0, 254) || null,
    city: value(known.city).slice(0, 100) || null,
    answers: answers
      .filter((answer) => !knownIds.has(answer.id.toLowerCase()) && answer.value.trim())
      .map((answer) => `${questionOf(answer)}: ${answer.value.trim()}`.slice(0, 500)),
  };
}

/** What every ad platform's lead stores of its contact: an enquiry, its phone as +91… when it reads as one. */
export function adLeadFields(contact: AdLeadContact) {
  return {
    kind: "enquiry" as const,
    name: contact.name,
    phone: normalizeIndianPhone(contact.phone) ?? contact.phone,
    email: contact.email,
    message: contact.answers.join("\n") || null,
    details: { location: contact.city },
    page: null,
  };
}
