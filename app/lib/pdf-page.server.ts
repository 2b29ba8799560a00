import type { PDFDocument, PDFFont, PDFPage, RGB } from "pdf-lib";

import { parseCalendarDay } from "./india-time.ts";
import { loadPdfLib } from "./lazy-libraries.server.ts";
import { drawQrCode } from "./qr-code.server.ts";
import { qrQuietZone } from "./qr-code.ts";

/**
 * The one-page A4 documents the site prints with pdf-lib's standard fonts (the booking receipt, the
 * cost sheet): the texts they share (the day, the TNRERA registration, what a standard font can
 * draw) and a page written from the top down, line by line, with the company's letterhead.
 */

/** The TNRERA facts of a project, as stored (empty text when not given). */
export interface ProjectRegistration {
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

/** The standard PDF fonts cannot draw ₹ (nor other scripts): "Rs.", as Indian receipts often write. */
export function printable(text: string): string {
  return text.replace(/₹\s?/g, "Rs. ").replace(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•]/g, "");
}

/** Indian documents write the day first: "2 December 2026". */
const dayMonthYear = /* @__PURE__ */ new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2 December 2026" for "2026-12-02" (the text as it is when it is not a day). */
export function printedDay(value: string): string {
  const date = parseCalendarDay(value);
  return date ? dayMonthYear.format(date) : value;
}

/** The registration lines, worded as the project page's "Registration and approval" block. */
export function registrationLines(project: ProjectRegistration): string[] {
  const lines: string[] = [];
  if (project.reraNumber) {
    const on = project.reraDate ? `, registered on ${printedDay(project.reraDate)}` : "";
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

/**
 * The words of `text` as a line may break between them: "Rs." stays with its amount, and "L" or
 * "Cr" (lakh, crore) with the figure before it.
 */
function unbrokenWords(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = words.at(-1);
    if (last !== undefined && (last === "Rs." || (/\d$/.test(last) && /^(L|Cr)\b/.test(word)))) {
      words[words.length - 1] = `${last} ${word}`;
    } else words.push(word);
  }
  return words;
}

/** A4 in points. */
export const a4Size: [number, number] = [595.28, 841.89];
export const pageMargin = 56;

/** The printed documents' colours: the site's forest green for headings, near-black ink, grey. */
export interface PdfColours {
  forest: RGB;
  ink: RGB;
  muted: RGB;
  rule: RGB;
}

/** The side of a printed registration QR code, in points (28 mm: a phone reads it from a sheet). */
const qrSide = 80;

/**
 * One A4 page written from the top down: `y` is the baseline of the last line written, and each
 * `write` moves it down by a line. The drawing calls of pdf-lib stay at hand (`page`) for what
 * these helpers do not cover.
 */
export class PdfPageWriter {
  readonly pdf: PDFDocument;
  readonly page: PDFPage;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  readonly colours: PdfColours;
  readonly pageWidth: number;
  readonly pageHeight: number;
  readonly margin = pageMargin;
  /** The width between the margins. */
  readonly width: number;
  /** The left column of `row`. */
  labelWidth = 120;
  y: number;

  constructor(
    pdf: PDFDocument,
    page: PDFPage,
    fonts: { regular: PDFFont; bold: PDFFont },
    colours: PdfColours,
  ) {
    this.pdf = pdf;
    this.page = page;
    this.regular = fonts.regular;
    this.bold = fonts.bold;
    this.colours = colours;
    const { width, height } = page.getSize();
    this.pageWidth = width;
    this.pageHeight = height;
    this.width = width - 2 * this.margin;
    this.y = height - this.margin;
  }

  /** Lines of `text` (made printable) no wider than `max` at `size`, an amount never split ("Rs. 6.97 L"). */
  wrap(text: string, font: PDFFont, size: number, max: number): string[] {
    const lines: string[] = [];
    let line = "";
    for (const word of unbrokenWords(printable(text))) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > max) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** `text` wrapped within `max` from `x`, each line below the last. */
  write(
    text: string,
    font: PDFFont,
    size: number,
    color: RGB = this.colours.ink,
    x = this.margin,
    max = this.width,
  ) {
    for (const line of this.wrap(text, font, size, max)) {
      this.y -= size + 4;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  /** `text` on the current baseline, ending at the right margin. */
  writeRight(text: string, font: PDFFont, size: number, color: RGB = this.colours.ink) {
    const line = printable(text);
    const x = this.pageWidth - this.margin - font.widthOfTextAtSize(line, size);
    this.page.drawText(line, { x, y: this.y, size, font, color });
  }

  /** A thin rule across the page, `gap` below the last line. */
  divider(gap = 10) {
    this.y -= gap;
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: this.pageWidth - this.margin, y: this.y },
      thickness: 0.75,
      color: this.colours.rule,
    });
  }

  /** A label in the left column and its value wrapped in the right one. */
  row(label: string, value: string, font: PDFFont = this.regular, size = 11) {
    this.y -= 6;
    const top = this.y;
    this.page.drawText(printable(label), {
      x: this.margin,
      y: top - (size + 4),
      size: 10,
      font: this.regular,
      color: this.colours.muted,
    });
    this.write(
      value,
      font,
      size,
      this.colours.ink,
      this.margin + this.labelWidth,
      this.width - this.labelWidth,
    );
    if (this.y === top) this.y -= size + 4;
  }

  /** The company's name, address, phone and e-mail under a band of the site's green, and a rule. */
  letterhead(company: { name: string; address: string; phone: string; email: string }) {
    const { forest, muted } = this.colours;
    this.page.drawRectangle({
      x: 0,
      y: this.pageHeight - 10,
      width: this.pageWidth,
      height: 10,
      color: forest,
    });
    this.write(company.name, this.bold, 20, forest);
    this.write(company.address, this.regular, 10, muted);
    this.write(`Phone: ${company.phone}    E-mail: ${company.email}`, this.regular, 10, muted);
    this.divider(12);
  }

  /**
   * The project's registration and approval (`registrationLines`) under a heading, and a rule; with
   * `qr`, the QR code of its TNRERA registration page at the right when it has one. Nothing when
   * there is nothing to say.
   */
  registration(projectName: string, project: ProjectRegistration, { qr }: { qr: boolean }) {
    const lines = registrationLines(project);
    const code = qr && project.reraUrl ? drawQrCode(project.reraUrl) : null;
    if (lines.length === 0 && !code) return;
    this.y -= 6;
    const top = this.y;
    let max = this.width;
    const qrTop = top - 4;
    const captionY = qrTop - qrSide - 10;
    if (code) {
      const scale = qrSide / code.size;
      // The quiet zone falls in the right margin; the text keeps clear of it on the left.
      max = this.width - qrSide - (qrQuietZone + 2) * scale;
      const x = this.pageWidth - this.margin - qrSide;
      // drawSvgPath's y axis runs down from `y`, as the path's rows do.
      this.page.drawSvgPath(code.path, { x, y: qrTop, scale, color: this.colours.ink });
      const caption = "Scan for the registration page";
      const captionWidth = this.regular.widthOfTextAtSize(caption, 7);
      this.page.drawText(caption, {
        x: x + (qrSide - captionWidth) / 2,
        y: captionY,
        size: 7,
        font: this.regular,
        color: this.colours.muted,
      });
    }
    this.write(
      `${projectName}: registration and approval`,
      this.bold,
      11,
      this.colours.forest,
      this.margin,
      max,
    );
    for (const line of lines) this.write(line, this.regular, 10, this.colours.ink, this.margin, max);
    if (code) this.y = Math.min(this.y, captionY - 2);
    this.divider(14);
  }

  save(): Promise<Uint8Array> {
    return this.pdf.save();
  }
}

/**
 * A new PDF of one A4 page in the standard Helvetica fonts, its title, author and subject set as
 * given (a reader's window and the file's properties show them).
 */
export async function startA4Pdf(info: {
  title: string;
  author: string;
  subject: string;
}): Promise<PdfPageWriter> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfLib();
  const colours: PdfColours = {
    forest: rgb(0.09, 0.3, 0.22),
    ink: rgb(0.12, 0.12, 0.12),
    muted: rgb(0.38, 0.38, 0.38),
    rule: rgb(0.75, 0.75, 0.75),
  };
  const pdf = await PDFDocument.create();
  pdf.setTitle(info.title);
  pdf.setAuthor(info.author);
  pdf.setSubject(info.subject);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page = pdf.addPage(a4Size);
  return new PdfPageWriter(pdf, page, { regular, bold }, colours);
}
