import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";

import type { SampleProject } from "./sample-projects.ts";

const pageSize: [number, number] = [595, 842]; // A4 in points
const margin = 56;
const forest = rgb(0.09, 0.3, 0.22);
const ink = rgb(0.15, 0.15, 0.15);

/** The standard PDF fonts cannot draw ₹: brochures write "Rs." as Indian price lists often do. */
function printable(text: string): string {
  return text.replace(/₹\s?/g, "Rs. ").replace(/[^\x20-\x7e\u00a0-\u00ff–—‘’“”•]/g, "");
}

/** Lines of `text` no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of printable(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A one-page brochure for a sample project (name, location, price, sizes, description, highlights
 * and amenities), so the samples show "Download Brochure" like a project with a real one.
 */
export async function sampleBrochure(project: SampleProject): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${project.name} – brochure`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage(pageSize);
  const width = pageSize[0] - 2 * margin;
  let y = pageSize[1] - margin;

  const write = (text: string, font: PDFFont, size: number, color = ink, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      y -= size + gap;
      page.drawText(line, { x: margin, y, size, font, color });
    }
  };

  page.drawRectangle({ x: 0, y: pageSize[1] - 10, width: pageSize[0], height: 10, color: forest });
  write(project.name, bold, 26, forest);
  write(project.location, regular, 13);
  y -= 10;
  write(`Price: ${project.priceRange}    Plot sizes: ${project.plotSizes}`, bold, 12);
  write(`${project.totalPlots} plots · ${project.status}`, regular, 12);
  y -= 10;
  write(project.description, regular, 11, ink, 5);
  y -= 10;
  write("Highlights", bold, 14, forest);
  for (const item of project.highlights) write(`• ${item}`, regular, 11);
  y -= 10;
  write("Amenities", bold, 14, forest);
  write(project.amenities.join(" · "), regular, 11, ink, 5);
  y -= 16;
  write("Sample brochure: the figures are examples. Ask us for the current price list.", regular, 9);
  return pdf.save();
}
