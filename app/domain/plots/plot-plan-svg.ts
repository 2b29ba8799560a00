import type { LayoutPlan, PlotStatus } from "./plot-model.ts";
import { outlineCentre, outlinePoints, type Outline } from "./plot-outline.ts";

/**
 * The layout plan as inline SVG markup for the public page, written on the server: the cleaned SVG
 * (or the image with the plots' outlines over it), each plot shape carrying its status as a class
 * (colour and pattern, see app.css) and data-plot, and the patterns that tell statuses apart
 * without colour. Plots the filters leave out carry `plan-out`.
 */

export interface PlanShapePlot {
  number: string;
  status: PlotStatus;
  outline: Outline | null;
  shown: boolean;
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

const patterns =
  "<defs>" +
  '<pattern id="plan-pattern-on_hold" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">' +
  '<rect width="6" height="6" fill="#fde68a"/><rect width="2" height="6" fill="#b45309"/></pattern>' +
  '<pattern id="plan-pattern-booked" width="6" height="6" patternUnits="userSpaceOnUse">' +
  '<rect width="6" height="6" fill="#fecaca"/><path d="M0 0L6 6M6 0L0 6" stroke="#b91c1c" stroke-width="1.2"/></pattern>' +
  '<pattern id="plan-pattern-not_for_sale" width="6" height="6" patternUnits="userSpaceOnUse">' +
  '<rect width="6" height="6" fill="#e7e5e4"/><circle cx="3" cy="3" r="1.2" fill="#57534e"/></pattern>' +
  "</defs>";

function plotClass(plot: PlanShapePlot): string {
  return `plan-plot plan-${plot.status}${plot.shown ? "" : " plan-out"}`;
}

function root(viewBox: string, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" class="plan-svg" role="img" ` +
    `aria-label="${escape(label)}" preserveAspectRatio="xMidYMid meet">${patterns}${body}</svg>`
  );
}

function svgPlan(svg: string, plots: Map<string, PlanShapePlot>, label: string): string {
  const viewBox = /viewBox="([^"]*)"/.exec(svg)?.[1] ?? "0 0 100 100";
  const body = svg
    .replace(/^<svg[^>]*>/, "")
    .replace(/<\/svg>$/, "")
    .replace(/ data-plot="([^"]*)"/g, (whole, number: string) => {
      const plot = plots.get(unescape(number));
      return plot ? `${whole} class="${plotClass(plot)}"` : whole;
    });
  return root(viewBox, label, body);
}

function imagePlan(
  layout: { image: string; width: number; height: number },
  plots: PlanShapePlot[],
  label: string,
) {
  const { width, height } = layout;
  const size = Math.max(10, Math.round(Math.min(width, height) / 45));
  const shapes = plots
    .filter((plot): plot is PlanShapePlot & { outline: Outline } => plot.outline !== null)
    .map((plot) => {
      const [x, y] = outlineCentre(plot.outline);
      return (
        `<polygon data-plot="${escape(plot.number)}" class="${plotClass(plot)}" points="${outlinePoints(plot.outline)}"/>` +
        `<text class="plan-label" x="${Math.round(x)}" y="${Math.round(y)}" font-size="${size}" ` +
        `text-anchor="middle" dominant-baseline="central">${escape(plot.number)}</text>`
      );
    })
    .join("");
  const image = `<image href="${escape(layout.image)}" x="0" y="0" width="${width}" height="${height}"/>`;
  return root(`0 0 ${width} ${height}`, label, image + shapes);
}

export function planMarkup(layout: LayoutPlan, plots: PlanShapePlot[], label: string): string {
  if (layout.kind === "svg")
    return svgPlan(layout.svg, new Map(plots.map((plot) => [plot.number, plot])), label);
  return imagePlan(layout, plots, label);
}
