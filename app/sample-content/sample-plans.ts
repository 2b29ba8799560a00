/**
 * The sample projects' layout plans and inventories, drawn by code (issue "Plot inventory and the
 * layout plan"): numbered plots in blocks either side of a main road, internal roads, a park and
 * the entrance; each plot's size, facing, price and status, consistent with the project's own sold
 * and total counts (Booked and Sold count as sold). The same drawing serves an SVG plan (each plot a
 * group with its number, linked by the clean-up's rule) and, without the numbers, an image plan
 * whose plots are outlined.
 */
import type { PlotStatus } from "#app/domain/plots/plot-model.ts";
import { parsePlotSizes, parsePriceRange } from "#app/domain/projects/project-facts.ts";

export type SamplePlanKind = "svg" | "image";

export const planWidth = 1600;
export const planHeight = 1200;

const margin = 40;
const mainRoad = 70;
const innerRoad = 44;
const entranceRoad = 70;
const blocks = 5;

export interface SamplePlot {
  number: string;
  areaSqft: number;
  dimensions: string;
  facing: "N" | "S";
  corner: boolean;
  roadWidthFt: number;
  ratePerSqft: number;
  price: number;
  status: PlotStatus;
  /** The plot's corners in the plan's coordinates (the image's pixels for an image plan). */
  outline: [number, number][];
}

export interface SamplePlan {
  plots: SamplePlot[];
  /** The plan as a surveyor's SVG: roads, park, entrance, and a group per plot with its number. */
  svg: string;
  /** The same drawing without text, for the image plan (fonts are not guaranteed where it is rasterised). */
  imageSvg: string;
}

interface Project {
  totalPlots: number;
  soldPlots: number;
  priceRange: string;
  plotSizes: string;
}

function seededOrder(count: number, seed: number): number[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  const order = Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** Sold and booked plots spread over the layout; two plots on hold while any are left. */
function statuses(project: Project, seed: number): PlotStatus[] {
  const result: PlotStatus[] = Array.from({ length: project.totalPlots }, () => "available");
  const order = seededOrder(project.totalPlots, seed);
  const sold = Math.min(project.soldPlots, project.totalPlots);
  order.slice(0, sold).forEach((index, i) => (result[index] = i % 4 === 3 ? "booked" : "sold"));
  const free = project.totalPlots - sold;
  order
    .slice(sold, sold + Math.min(2, Math.max(0, free - 1)))
    .forEach((index) => (result[index] = "on_hold"));
  return result;
}

function dimensionsOf(area: number): string {
  const front = area <= 800 ? 20 : area <= 1500 ? 30 : 40;
  return `${front} × ${Math.round(area / front)} ft`;
}

const rect = (x: number, y: number, w: number, h: number, attributes: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" ${attributes}/>`;
const round = (value: number) => Math.round(value * 10) / 10;

export function samplePlan(project: Project, seed: number): SamplePlan {
  const sizes = parsePlotSizes(project.plotSizes) ?? { min: 1200, max: 1200 };
  const prices = parsePriceRange(project.priceRange) ?? { min: 1_500_000, max: 1_500_000 };
  const perRowSide = Math.ceil((project.totalPlots + 4) / (blocks * 4));
  const sideWidth = (planWidth - 2 * margin - mainRoad) / 2;
  const plotWidth = sideWidth / perRowSide;
  const usable = planHeight - 2 * margin - entranceRoad - blocks * innerRoad;
  const plotDepth = usable / (blocks * 2);
  const status = statuses(project, seed);
  const areaSteps = [0, 0.25, 0.5, 0.75, 1];

  const plots: SamplePlot[] = [];
  const cells: { x: number; y: number; row: number; edge: boolean }[] = [];
  for (let block = 0; block < blocks; block += 1) {
    const top = margin + innerRoad + block * (2 * plotDepth + innerRoad);
    for (const row of [0, 1]) {
      for (const side of [0, 1]) {
        for (let i = 0; i < perRowSide; i += 1) {
          const x = margin + side * (sideWidth + mainRoad) + i * plotWidth;
          cells.push({ x, y: top + row * plotDepth, row, edge: i === 0 || i === perRowSide - 1 });
        }
      }
    }
  }
  cells.slice(0, project.totalPlots).forEach(({ x, y, row, edge }, index) => {
    const area = Math.round(sizes.min + (sizes.max - sizes.min) * areaSteps[(index * 7) % areaSteps.length]!);
    const share = sizes.max === sizes.min ? 0 : (area - sizes.min) / (sizes.max - sizes.min);
    const rate = Math.round((prices.min + (prices.max - prices.min) * share) / area);
    const w = round(plotWidth);
    const h = round(plotDepth);
    const px = round(x);
    const py = round(y);
    plots.push({
      number: String(index + 1),
      areaSqft: area,
      dimensions: dimensionsOf(area),
      // The upper row of a block faces the road above it, the lower row the road below.
      facing: row === 0 ? "N" : "S",
      corner: edge,
      roadWidthFt: 30,
      ratePerSqft: rate,
      price: area * rate,
      status: status[index]!,
      outline: [
        [px, py],
        [round(px + w), py],
        [round(px + w), round(py + h)],
        [px, round(py + h)],
      ],
    });
  });
  const park = cells.slice(project.totalPlots);
  const parkBox = park.length
    ? { x: Math.min(...park.map((c) => c.x)), y: Math.min(...park.map((c) => c.y)) }
    : null;
  const parkWidth = parkBox ? Math.max(...park.map((c) => c.x)) + plotWidth - parkBox.x : 0;
  const parkHeight = parkBox ? Math.max(...park.map((c) => c.y)) + plotDepth - parkBox.y : 0;

  const ground =
    rect(0, 0, planWidth, planHeight, 'fill="#f5f0e1"') +
    rect(
      margin,
      margin,
      planWidth - 2 * margin,
      planHeight - 2 * margin - entranceRoad + innerRoad,
      'fill="#c9c4b8"',
    ) +
    rect(planWidth / 2 - mainRoad / 2, margin, mainRoad, planHeight - margin, 'fill="#9c978c"');
  const parkShape = parkBox
    ? rect(
        round(parkBox.x),
        round(parkBox.y),
        round(parkWidth),
        round(parkHeight),
        'fill="#6aa84f" stroke="#2f5e22"',
      )
    : "";
  const gate =
    rect(planWidth / 2 - mainRoad / 2 - 20, planHeight - 30, 20, 30, 'fill="#7a4b20"') +
    rect(planWidth / 2 + mainRoad / 2, planHeight - 30, 20, 30, 'fill="#7a4b20"');
  const shapes = plots.map((plot) => {
    const [[x, y], [x2], [, y2]] = plot.outline as [[number, number], [number, number], [number, number]];
    return {
      plot,
      body: rect(x, y, round(x2 - x), round(y2 - y), 'fill="#fffdf5" stroke="#444" stroke-width="1"'),
    };
  });
  const fontSize = Math.max(10, Math.min(22, Math.round(plotWidth / 3)));
  const label = (x: number, y: number, text: string, size: number) =>
    `<text x="${round(x)}" y="${round(y)}" font-size="${size}" font-family="sans-serif" text-anchor="middle" fill="#1c1917">${text}</text>`;
  const words =
    (parkBox ? label(parkBox.x + parkWidth / 2, parkBox.y + parkHeight / 2 + 8, "Park", 24) : "") +
    label(planWidth / 2, planHeight - 40, "Entrance", 22) +
    label(planWidth / 2, margin + 28, "40 ft main road", 16);
  const open = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${planWidth} ${planHeight}" width="${planWidth}" height="${planHeight}">`;
  const svg =
    open +
    ground +
    parkShape +
    gate +
    shapes
      .map(({ plot, body }) => {
        const [[x, y], [x2], [, y2]] = plot.outline as [[number, number], [number, number], [number, number]];
        return `<g id="plot-${plot.number}">${body}${label((x + x2) / 2, (y + y2) / 2 + fontSize / 3, plot.number, fontSize)}</g>`;
      })
      .join("") +
    words +
    "</svg>";
  const imageSvg = open + ground + parkShape + gate + shapes.map(({ body }) => body).join("") + "</svg>";
  return { plots, svg, imageSvg };
}
