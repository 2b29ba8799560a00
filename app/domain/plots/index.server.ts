export { syncProjectFigures } from "./plot-figures.server.ts";
export { findPlotByNumber } from "./plots.server.ts";
export { forgetBuyerInPlots, plotsHeldForLeads } from "./plot-erasure.server.ts";
export { movePlotForBooking, plotForBooking, type BookedPlot } from "./plot-bookings.server.ts";
export { getPlot, plotsProject } from "./plots.server.ts";
export { listLeadChoices, type LeadChoiceScope } from "./lead-choices.server.ts";
export { publicPlotByNumber } from "./public-plots.server.ts";
