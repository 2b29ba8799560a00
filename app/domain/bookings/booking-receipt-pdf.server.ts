import type { PDFFont, PDFPage, RGB } from "pdf-lib";

import { formatIndianNumber } from "#app/lib/format.ts";
import { parseCalendarDay } from "#app/lib/india-time.ts";
import { loadPdfLib } from "#app/lib/lazy-libraries.server.ts";
import { paymentModeLabels, type PaymentMode } from "./booking-model.ts";
import { amountInWords, formatPaiseInFull } from "./booking-money.ts";

/**
 * Issue "Site visits and bookings": the receipt a buyer is handed for money received against a
 * booking, one printable A4 page: the company's details, the receipt's number and day, who paid,
 * the amount in figures and in words, how it was paid, what it is towards (the plot, its agreed
 * price, what has been received so far and the balance as of this receipt), the project's TNRERA
 * registration (or why it is exempt) and a place for the signature.
 */

/** The TNRERA facts of the project, as stored (empty text when not given). */
export interface ReceiptRegistration {
  reraNumber: string;
  /** YYYY-MM-DD. */
  reraDate: string;
  reraUrl: string;
  /** The Authority's website. */
  reraWebsite: string;
  approvalNumber: string;
  approvalYear: string;
  exemptionReason: string;
}

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
  project: { name: string } & ReceiptRegistration;
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

/** Indian receipts write the day first: "2 December 2026". */
const dayMonthYear = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2 December 2026" for "2026-12-02" (the text as it is when it is not a day). */
export function receiptDate(value: string): string {
  const date = parseCalendarDay(value);
  return date ? dayMonthYear.format(date) : value;
}

/** "+91 98765 43210" for "+919876543210"; other numbers as stored. */
function phoneText(phone: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
}

/** The standard PDF fonts cannot draw ₹ (nor other scripts): "Rs.", as Indian receipts often write. */
function printable(text: string): string {
  return text.replace(/₹\s?/g, "Rs. ").replace(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•]/g, "");
}

/** "Rs. 1,50,000". */
export function rupeesText(paise: number): string {
  return printable(formatPaiseInFull(paise));
}

/** The registration lines, worded as the project page's "Registration and approval" block. */
export function registrationLines(project: ReceiptRegistration): string[] {
  const lines: string[] = [];
  if (project.reraNumber) {
    const on = project.reraDate ? `, registered on ${receiptDate(project.reraDate)}` : "";
    lines.push(`TNRERA registration: ${project.reraNumber}${on}`);
    if (project.reraUrl) lines.push(`Registration page: ${project.reraUrl}`);
  } else if (project.exemptionReason) {
    lines.push(`Exempt from registration: ${project.exemptionReason}`);
  }
  const approval = [project.approvalNumber, project.approvalYear].filter(Boolean).join(", ");
  if (approval) lines.push(`Layout approval: ${approval}`);
  if (project.reraWebsite && lines.length > 0) {
    lines.push(`The Authority's website: ${project.reraWebsite.replace(/^https?:\/\//, "")}`);
  }
  return lines;
}

const pageSize: [number, number] = [595.28, 841.89]; // A4 in points
const margin = 56;

export async function receiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const forest = rgb(0.09, 0.3, 0.22);
  const ink = rgb(0.12, 0.12, 0.12);
  const muted = rgb(0.38, 0.38, 0.38);
  const rule = rgb(0.75, 0.75, 0.75);

  const pdf = await PDFDocument.create();
  pdf.setTitle(receiptTitle(input.number));
  pdf.setAuthor(printable(input.company.name));
  pdf.setSubject(printable(`Booking of plot ${input.plot.number}, ${input.project.name}`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage(pageSize);
  const [pageWidth, pageHeight] = pageSize;
  const width = pageWidth - 2 * margin;
  let y = pageHeight - margin;

  /** Lines of `text` no wider than `max` at `size`. */
  const wrap = (text: string, font: PDFFont, size: number, max: number): string[] => {
    const lines: string[] = [];
    let line = "";
    for (const word of printable(text).split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > max) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  };
  const write = (text: string, font: PDFFont, size: number, color: RGB = ink, x = margin, max = width) => {
    for (const line of wrap(text, font, size, max)) {
      y -= size + 4;
      page.drawText(line, { x, y, size, font, color });
    }
  };
  const writeRight = (text: string, font: PDFFont, size: number, color: RGB = ink) => {
    const line = printable(text);
    page.drawText(line, { x: pageWidth - margin - font.widthOfTextAtSize(line, size), y, size, font, color });
  };
  const hr = (gap = 10) => {
    y -= gap;
    page.drawLine({
      start: { x: margin, y },
      end: { x: pageWidth - margin, y },
      thickness: 0.75,
      color: rule,
    });
  };
  /** A label in the left column and its value wrapped in the right one. */
  const labelWidth = 120;
  const row = (label: string, value: string, font: PDFFont = regular, size = 11) => {
    y -= 6;
    const top = y;
    page.drawText(printable(label), {
      x: margin,
      y: top - (size + 4),
      size: 10,
      font: regular,
      color: muted,
    });
    write(value, font, size, ink, margin + labelWidth, width - labelWidth);
    if (y === top) y -= size + 4;
  };

  // The company.
  page.drawRectangle({ x: 0, y: pageHeight - 10, width: pageWidth, height: 10, color: forest });
  write(input.company.name, bold, 20, forest);
  write(input.company.address, regular, 10, muted);
  write(`Phone: ${input.company.phone}    E-mail: ${input.company.email}`, regular, 10, muted);
  hr(12);

  // The receipt's title, number and day.
  y -= 30;
  page.drawText("Receipt", { x: margin, y, size: 24, font: bold, color: forest });
  y += 10;
  writeRight(`No. ${input.number}`, bold, 12);
  y -= 16;
  writeRight(`Date: ${receiptDate(input.receivedOn)}`, regular, 11);
  y -= 8;
  hr(10);

  // Who paid, what and how.
  y -= 6;
  const buyers = input.buyers
    .map((b) => (b.phone ? `${b.name} (${phoneText(b.phone)})` : b.name))
    .join(" and ");
  row("Received from", buyers, bold);
  row("The sum of", rupeesText(input.amountPaise), bold, 14);
  row("In words", amountInWords(input.amountPaise));
  const mode = paymentModeLabels[input.mode];
  row("Paid by", input.reference ? `${mode}, reference ${input.reference}` : mode);
  const area = `${formatIndianNumber(input.plot.areaSqft)} sq.ft`;
  row("Towards", `The booking of plot ${input.plot.number} of ${input.project.name} (${area})`);
  hr(14);

  // Where the booking stands as of this receipt.
  y -= 6;
  write("The booking's account as of this receipt", bold, 11, forest);
  const figures: [string, number][] = [
    ["Agreed price", input.pricePaise],
    ["Received to date (this receipt included)", input.receivedToDatePaise],
    ["Balance", input.balancePaise],
  ];
  for (const [label, paise] of figures) {
    y -= 17;
    page.drawText(label, { x: margin, y, size: 11, font: label === "Balance" ? bold : regular, color: ink });
    writeRight(rupeesText(paise), label === "Balance" ? bold : regular, 11);
  }
  if (input.cancelledOn) {
    y -= 4;
    write(`This booking was cancelled on ${receiptDate(input.cancelledOn)}.`, regular, 10, muted);
  }
  if (input.mode === "cheque") {
    y -= 4;
    write("Subject to realisation of the cheque.", regular, 10, muted);
  }
  hr(14);

  // The project's registration.
  const registration = registrationLines(input.project);
  if (registration.length > 0) {
    y -= 6;
    write(`${input.project.name}: registration and approval`, bold, 11, forest);
    for (const line of registration) write(line, regular, 10);
    hr(14);
  }

  // The signature.
  y -= 24;
  writeRight(`For ${input.company.name}`, bold, 11);
  y -= 52;
  const lineWidth = 170;
  page.drawLine({
    start: { x: pageWidth - margin - lineWidth, y },
    end: { x: pageWidth - margin, y },
    thickness: 0.75,
    color: ink,
  });
  y -= 14;
  writeRight("Authorised signatory", regular, 10, muted);

  return pdf.save();
}
