export { syncProjectFigures } from "./plot-figures.server.ts";
export { findPlotByNumber } from "./plots.server.ts";
export { forgetBuyerInPlots, plotsHeldForLeads } from "./plot-erasure.server.ts";
