/**
 * What the layout plan's SVG clean-up refuses and how it links shapes to plots (docs/layout-plans.md).
 * Kept apart from the clean-up itself so the back office can show the same texts.
 */

export const svgNamespace = "http://www.w3.org/2000/svg";

/** An id naming a plot: `plot-23`, `plot_B-12`, `Plot 23` (the number is what follows the prefix). */
export const plotIdPrefix = /^plot[-_ ]?([A-Za-z0-9][A-Za-z0-9/-]*)$/i;

/** A label that reads as a plot number (`23`, `B-12`, `A/7`), not a word such as "Park". */
export const plotNumberLabel = /^[A-Za-z]{0,3}[-/]?\d{1,4}[A-Za-z]?$/;

const allowed = "A plan may hold only shapes, text and groups: export it again without it.";

export const svgRefusals = {
  tooLarge: "The SVG is larger than 2 MB. Export the plan again with fewer details.",
  notXml: "This file is not a readable SVG (it is not well-formed XML).",
  notSvg: "This file is not an SVG drawing.",
  noSize: "The SVG has no size: give its root a viewBox, or a width and a height.",
  tooComplex: "The SVG has more than 20,000 elements. Export the plan again with fewer details.",
  tooDeep:
    "The SVG nests its elements more than 100 levels deep (groups inside groups). Export the plan again with fewer nested groups.",
  script: `The SVG was refused: it contains a script. ${allowed}`,
  handler: `The SVG was refused: it contains an event handler (an on… attribute). ${allowed}`,
  link: `The SVG was refused: it contains a link or a reference to another file. ${allowed}`,
  image: `The SVG was refused: it contains an embedded image. ${allowed}`,
  foreignObject: `The SVG was refused: it contains a foreignObject (web content inside the drawing). ${allowed}`,
  animation: `The SVG was refused: it contains an animation. ${allowed}`,
  entity: `The SVG was refused: it declares entities (a DOCTYPE with declarations). ${allowed}`,
  cssUrl: `The SVG was refused: its styles load something (@import or url()). ${allowed}`,
  processing: `The SVG was refused: it contains a style-sheet instruction. ${allowed}`,
} as const;
export type SvgRefusal = keyof typeof svgRefusals;

export interface LinkReport {
  linked: string[];
  /** Shapes naming a number the inventory does not have. */
  shapesWithoutPlot: string[];
  /** Plots of the inventory no shape names. */
  plotsWithoutShape: string[];
}

export function linkReport(shapeNumbers: readonly string[], plotNumbers: readonly string[]): LinkReport {
  const shapes = new Set(shapeNumbers);
  const plots = new Set(plotNumbers);
  return {
    linked: [...shapes].filter((number) => plots.has(number)),
    shapesWithoutPlot: [...shapes].filter((number) => !plots.has(number)),
    plotsWithoutShape: plotNumbers.filter((number) => !shapes.has(number)),
  };
}
