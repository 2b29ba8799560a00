import { formatIndianNumber } from "#app/lib/format.ts";
import { printable, printedDay, startA4Pdf, type ProjectRegistration } from "#app/lib/pdf-page.server.ts";
import { paymentModeLabels, type PaymentMode } from "./booking-model.ts";
import { amountInWords, formatPaiseInFull } from "./booking-money.ts";

/**
 * Issue "Site visits and bookings": the receipt a buyer is handed for money received against a
 * booking, one printable A4 page: the company's details, the receipt's number and day, who paid,
 * the amount in figures and in words, how it was paid, what it is towards (the plot, its agreed
 * price, what has been received so far and the balance as of this receipt), the project's TNRERA
 * registration (or why it is exempt) and a place for the signature.
 */

export interface ReceiptInput {
  company: { name: string; address: string; phone: string; email: string };
  /** "2026-27/0001". */
  number: string;
  /** YYYY-MM-DD. */
  receivedOn: string;
  amountPaise: number;
  mode: PaymentMode;
  reference: string;
  buyers: { name: string; phone: string }[];
  project: { name: string } & ProjectRegistration;
  plot: { number: string; areaSqft: number };
  pricePaise: number;
  /** Every receipt up to this one, this one included. */
  receivedToDatePaise: number;
  /** The agreed price less `receivedToDatePaise`. */
  balancePaise: number;
  /** The day the booking was cancelled, when it was (the receipt stays valid for the money it records). */
  cancelledOn: string | null;
}

/** "Receipt 2026-27/0001": the PDF's title. */
export function receiptTitle(number: string): string {
  return `Receipt ${number}`;
}

/** "receipt-2026-27-0001.pdf". */
export function receiptFileName(number: string): string {
  return `receipt-${number.replace(/[^0-9A-Za-z-]+/g, "-")}.pdf`;
}

/** "+91 98765 43210" for "+919876543210"; other numbers as stored. */
function phoneText(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/** "Rs. 1,50,000". */
export function rupeesText(paise: number): string {
  return printable(formatPaiseInFull(paise));
}

export async function receiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const sheet = await startA4Pdf({
    title: receiptTitle(input.number),
    author: printable(input.company.name),
    subject: printable(`Booking of plot ${input.plot.number}, ${input.project.name}`),
  });
  const { page, regular, bold, margin } = sheet;
  const { forest, ink, muted } = sheet.colours;

  // The company.
  sheet.letterhead(input.company);

  // The receipt's title, number and day.
  sheet.y -= 30;
  page.drawText("Receipt", { x: margin, y: sheet.y, size: 24, font: bold, color: forest });
  sheet.y += 10;
  sheet.writeRight(`No. ${input.number}`, bold, 12);
  sheet.y -= 16;
  sheet.writeRight(`Date: ${printedDay(input.receivedOn)}`, regular, 11);
  sheet.y -= 8;
  sheet.divider(10);

  // Who paid, what and how.
  sheet.y -= 6;
  const buyers = input.buyers
    .map((b) => (b.phone ? `${b.name} (${phoneText(b.phone)})` : b.name))
    .join(" and ");
  sheet.row("Received from", buyers, bold);
  sheet.row("The sum of", rupeesText(input.amountPaise), bold, 14);
  sheet.row("In words", amountInWords(input.amountPaise));
  const mode = paymentModeLabels[input.mode];
  sheet.row("Paid by", input.reference ? `${mode}, reference ${input.reference}` : mode);
  const area = `${formatIndianNumber(input.plot.areaSqft)} sq.ft`;
  sheet.row("Towards", `The booking of plot ${input.plot.number} of ${input.project.name} (${area})`);
  sheet.divider(14);

  // Where the booking stands as of this receipt.
  sheet.y -= 6;
  sheet.write("The booking's account as of this receipt", bold, 11, forest);
  const figures: [string, number][] = [
    ["Agreed price", input.pricePaise],
    ["Received to date (this receipt included)", input.receivedToDatePaise],
    ["Balance", input.balancePaise],
  ];
  for (const [label, paise] of figures) {
    sheet.y -= 17;
    const font = label === "Balance" ? bold : regular;
    page.drawText(label, { x: margin, y: sheet.y, size: 11, font, color: ink });
    sheet.writeRight(rupeesText(paise), font, 11);
  }
  if (input.cancelledOn) {
    sheet.y -= 4;
    sheet.write(`This booking was cancelled on ${printedDay(input.cancelledOn)}.`, regular, 10, muted);
  }
  if (input.mode === "cheque") {
    sheet.y -= 4;
    sheet.write("Subject to realisation of the cheque.", regular, 10, muted);
  }
  sheet.divider(14);

  // The project's registration.
  sheet.registration(input.project.name, input.project, { qr: false });

  // The signature.
  sheet.y -= 24;
  sheet.writeRight(`For ${input.company.name}`, bold, 11);
  sheet.y -= 52;
  const lineWidth = 170;
  const right = sheet.pageWidth - margin;
  page.drawLine({
    start: { x: right - lineWidth, y: sheet.y },
    end: { x: right, y: sheet.y },
    thickness: 0.75,
    color: ink,
  });
  sheet.y -= 14;
  sheet.writeRight("Authorised signatory", regular, 10, muted);

  return sheet.save();
}
