/**
 * The layout plan's behaviour (the public "Layout plan" section; plot-plan-script.ts loads it when
 * the plan nears the screen): zoom and pan (buttons, pinch, ctrl + wheel), a plot's panel on tap or
 * from the list, and the filters applied in place (when the list is on one page). A standalone
 * module with no framework state: it listens on the document, reads the section's JSON, and only
 * changes the plan's markup (which React leaves alone), the rows' `hidden` and the panel it writes
 * itself. The panel's enquiry link opens the enquiry dialog (its data attributes are read by
 * enquiry-dialog-script.ts); the site visit opens through the page's own dialog when it is ready
 * ("plot-form" event). Without those scripts the links are followed. Its texts are the page's
 * language's, which the section's JSON carries (plot-panel-words.ts).
 */
import type { CostTerms } from "#app/domain/costs/index.ts";
import {
  plotFormLinks,
  plotMatches,
  readPlanFilters,
  shownSummary,
  type PlanPlot,
} from "#app/domain/plots/plot-plan.ts";
import { tableWording, type Wording, type WordTable } from "#app/domain/plots/plot-wording.ts";
import type { Locale } from "#app/i18n/locales.ts";

import { costBlock } from "./plot-cost-panel.ts";
import { element, panelLooks } from "./plot-panel-looks.ts";

type ShownPlot = PlanPlot & { shown: boolean };
interface PlanData {
  projectId: string;
  projectName: string;
  plots: ShownPlot[];
  /** The figures its plots are costed with today; null without rates in force. */
  costs: CostTerms | null;
  locale: Locale;
  words: WordTable;
}
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const maxZoom = 8;
const views = new WeakMap<SVGSVGElement, { base: Box; box: Box }>();

document.documentElement.dataset.planScript = "on";

function sectionOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>("[data-layout-plan]") : null;
}

function dataOf(section: HTMLElement): PlanData {
  return JSON.parse(section.querySelector("[data-plan-data]")?.textContent ?? "{}") as PlanData;
}

function planSvg(section: HTMLElement): SVGSVGElement | null {
  return section.querySelector<SVGSVGElement>("[data-plan-viewport] svg");
}

function viewOf(svg: SVGSVGElement) {
  let view = views.get(svg);
  if (!view) {
    const { x, y, width, height } = svg.viewBox.baseVal;
    const base = { x, y, w: width, h: height };
    view = { base, box: { ...base } };
    views.set(svg, view);
  }
  return view;
}

function show(svg: SVGSVGElement, box: Box): void {
  const { base } = viewOf(svg);
  const w = Math.min(base.w, Math.max(base.w / maxZoom, box.w));
  const h = (w / base.w) * base.h;
  const x = Math.min(base.x + base.w - w, Math.max(base.x, box.x));
  const y = Math.min(base.y + base.h - h, Math.max(base.y, box.y));
  viewOf(svg).box = { x, y, w, h };
  svg.setAttribute("viewBox", `${x} ${y} ${w} ${h}`);
  // Zoomed in, one finger pans the plan; at the whole plan it scrolls the page.
  const viewport = svg.parentElement;
  if (viewport) viewport.style.touchAction = w < base.w ? "none" : "pan-x pan-y";
}

/** Zooms by `factor` keeping the point (fractions of the shown box) where it is. */
function zoom(svg: SVGSVGElement, factor: number, fx = 0.5, fy = 0.5): void {
  const { box } = viewOf(svg);
  const w = box.w / factor;
  const h = box.h / factor;
  show(svg, { x: box.x + (box.w - w) * fx, y: box.y + (box.h - h) * fy, w, h });
}

function escapeValue(value: string): string {
  return value.replace(/["\\]/g, "\\$&");
}

function pageWording(data: PlanData): Wording {
  return tableWording(data.locale, data.words);
}

function panelFor(data: PlanData, plot: ShownPlot): HTMLElement {
  const wording = pageWording(data);
  const { say } = wording;
  const panel = element("div", panelLooks.panel);
  panel.setAttribute("role", "region");
  panel.setAttribute("aria-labelledby", "plan-panel-title");
  const title = element("h3", panelLooks.title, say("project:plotNumber", { number: plot.number }));
  title.id = "plan-panel-title";
  title.tabIndex = -1;
  const close = element("button", panelLooks.close, "×");
  close.type = "button";
  close.dataset.planClose = "";
  close.setAttribute("aria-label", say("project:closePlotDetails"));
  const facts = element("dl", panelLooks.facts);
  const rows: [string, string][] = [
    [say("project:status"), plot.statusLabel],
    [say("project:area"), plot.area],
    [say("project:dimensions"), plot.dimensions],
    [say("project:facing"), plot.facingLabel],
    [say("project:cornerPlot"), plot.corner ? say("project:yes") : say("project:no")],
    [say("project:roadWidth"), plot.road],
    [say("project:price"), plot.priceText],
  ];
  for (const [term, value] of rows) {
    facts.append(element("dt", panelLooks.term, term), element("dd", panelLooks.value, value));
  }
  const links = plotFormLinks(data.projectId, plot.number, data.locale);
  const actions = element("div", panelLooks.actions);
  const enquire = element("a", panelLooks.enquire, say("project:enquireAboutPlot", { number: plot.number }));
  enquire.href = links.enquiry;
  // The enquiry dialog's script opens its dialog for this plot (enquiry-dialog-script.ts).
  Object.assign(enquire.dataset, {
    enquire: "link",
    projectId: data.projectId,
    projectName: data.projectName,
    plot: plot.number,
  });
  const visit = element("a", panelLooks.visit, say("project:scheduleSiteVisit"));
  visit.href = links.visit;
  visit.dataset.plotForm = "visit";
  actions.append(enquire, visit);
  const cost = costBlock(data.projectId, data.costs, plot, wording);
  panel.append(title, close, facts, ...(cost ? [cost] : []), actions);
  panel.dataset.plot = plot.number;
  return panel;
}

function select(section: HTMLElement, number: string | null, focus: boolean): void {
  for (const shape of section.querySelectorAll(".plan-selected")) shape.classList.remove("plan-selected");
  const slot = section.querySelector<HTMLElement>("[data-plan-panel]");
  if (!slot) return;
  const data = dataOf(section);
  const plot = number === null ? undefined : data.plots.find((candidate) => candidate.number === number);
  slot.replaceChildren();
  if (!plot) return;
  for (const shape of section.querySelectorAll(
    `[data-plan-viewport] [data-plot="${escapeValue(plot.number)}"]`,
  )) {
    shape.classList.add("plan-selected");
  }
  slot.append(panelFor(data, plot));
  if (focus) slot.querySelector<HTMLElement>("#plan-panel-title")?.focus();
  slot.scrollIntoView({ block: "nearest", behavior: "smooth" });
}

function applyFilters(form: HTMLFormElement): void {
  const section = sectionOf(form);
  if (!section) return;
  const query = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") query.append(key, value);
  const filters = readPlanFilters(query);
  const data = dataOf(section);
  const { plots } = data;
  let shown = 0;
  for (const plot of plots) {
    const matches = plotMatches(plot, filters);
    if (matches) shown += 1;
    const selector = `[data-plot-row="${escapeValue(plot.number)}"]`;
    section.querySelector<HTMLElement>(selector)?.toggleAttribute("hidden", !matches);
    for (const shape of section.querySelectorAll(
      `[data-plan-viewport] [data-plot="${escapeValue(plot.number)}"]`,
    )) {
      shape.classList.toggle("plan-out", !matches);
    }
  }
  const count = section.querySelector("[data-plan-count]");
  if (count) count.textContent = shownSummary(shown, plots.length, pageWording(data).say);
  section.querySelector("[data-plan-empty]")?.toggleAttribute("hidden", shown > 0);
}

let gesture: {
  pointers: Map<number, [number, number]>;
  start: Box;
  distance: number;
  moved: boolean;
} | null = null;

function pointerFraction(svg: SVGSVGElement, x: number, y: number): [number, number] {
  const rect = svg.getBoundingClientRect();
  return [(x - rect.left) / rect.width, (y - rect.top) / rect.height];
}

document.addEventListener("click", (event) => {
  const target = event.target instanceof Element ? event.target : null;
  const section = sectionOf(target);
  if (!target || !section) return;
  const zoomButton = target.closest<HTMLElement>("[data-plan-zoom]");
  const svg = planSvg(section);
  if (zoomButton && svg) {
    const action = zoomButton.dataset.planZoom;
    if (action === "reset") show(svg, viewOf(svg).base);
    else zoom(svg, action === "in" ? 1.5 : 1 / 1.5);
    return;
  }
  const form = target.closest<HTMLElement>("[data-plot-form]");
  if (form && document.documentElement.dataset.plotForms === "ready") {
    event.preventDefault();
    const plot = form.closest<HTMLElement>("[data-plot]")?.dataset.plot;
    document.dispatchEvent(new CustomEvent("plot-form", { detail: { form: form.dataset.plotForm, plot } }));
    return;
  }
  if (target.closest("[data-plan-close]")) return select(section, null, false);
  const opener = target.closest<HTMLElement>("[data-plot-open]");
  if (opener) return select(section, opener.dataset.plotOpen ?? null, true);
  const shape = target.closest<SVGElement>("[data-plan-viewport] [data-plot]");
  if (shape && !gesture?.moved) select(section, shape.dataset.plot ?? null, false);
});

document.addEventListener("pointerdown", (event) => {
  const section = sectionOf(event.target);
  const svg = section && planSvg(section);
  if (!svg || !(event.target as Element).closest("[data-plan-viewport]")) return;
  if (!gesture || gesture.pointers.size === 0) {
    gesture = { pointers: new Map(), start: { ...viewOf(svg).box }, distance: 0, moved: false };
  }
  gesture.pointers.set(event.pointerId, [event.clientX, event.clientY]);
  gesture.start = { ...viewOf(svg).box };
  const points = [...gesture.pointers.values()];
  if (points.length === 2)
    gesture.distance = Math.hypot(points[0]![0] - points[1]![0], points[0]![1] - points[1]![1]);
});

document.addEventListener("pointermove", (event) => {
  if (!gesture?.pointers.has(event.pointerId)) return;
  const section = sectionOf(event.target) ?? document.querySelector<HTMLElement>("[data-layout-plan]");
  const svg = section && planSvg(section);
  if (!svg) return;
  const before = gesture.pointers.get(event.pointerId)!;
  const points = [...gesture.pointers.values()];
  gesture.pointers.set(event.pointerId, [event.clientX, event.clientY]);
  const rect = svg.getBoundingClientRect();
  if (points.length >= 2) {
    const after = [...gesture.pointers.values()];
    const distance = Math.hypot(after[0]![0] - after[1]![0], after[0]![1] - after[1]![1]);
    if (gesture.distance > 0 && distance > 0) {
      const [fx, fy] = pointerFraction(
        svg,
        (after[0]![0] + after[1]![0]) / 2,
        (after[0]![1] + after[1]![1]) / 2,
      );
      zoom(svg, distance / gesture.distance, fx, fy);
      gesture.distance = distance;
      gesture.moved = true;
    }
    return;
  }
  const dx = event.clientX - before[0];
  const dy = event.clientY - before[1];
  if (Math.abs(dx) + Math.abs(dy) > 2) gesture.moved = true;
  const { box, base } = viewOf(svg);
  if (box.w >= base.w) return;
  show(svg, { ...box, x: box.x - (dx * box.w) / rect.width, y: box.y - (dy * box.h) / rect.height });
});

function endPointer(event: PointerEvent): void {
  if (!gesture) return;
  gesture.pointers.delete(event.pointerId);
  // The click that follows a drag must not select; the next press starts afresh.
  if (gesture.pointers.size === 0) setTimeout(() => (gesture = null), 0);
}
document.addEventListener("pointerup", endPointer);
document.addEventListener("pointercancel", endPointer);

document.addEventListener(
  "wheel",
  (event) => {
    // Plain wheel scrolls the page; ctrl + wheel (and a trackpad's pinch) zooms the plan.
    if (!event.ctrlKey) return;
    const section = sectionOf(event.target);
    const svg = section && planSvg(section);
    if (!svg || !(event.target as Element).closest("[data-plan-viewport]")) return;
    event.preventDefault();
    const [fx, fy] = pointerFraction(svg, event.clientX, event.clientY);
    zoom(svg, event.deltaY < 0 ? 1.2 : 1 / 1.2, fx, fy);
  },
  { passive: false },
);

/**
 * The filters' form when they apply in place. A list of several pages holds only a page of the
 * plots (data-plan-paged): there the form is sent and the page comes back filtered.
 */
function filtersInPlace(target: EventTarget | null): HTMLFormElement | null {
  const form = target instanceof Element ? target.closest("form") : null;
  if (!form?.matches("[data-plan-filters]") || sectionOf(form)?.hasAttribute("data-plan-paged")) return null;
  return form;
}

for (const type of ["change", "input"]) {
  document.addEventListener(type, (event) => {
    const form = filtersInPlace(event.target);
    if (form) applyFilters(form);
  });
}
document.addEventListener("submit", (event) => {
  const form = filtersInPlace(event.target);
  if (form) {
    event.preventDefault();
    applyFilters(form);
  }
});
