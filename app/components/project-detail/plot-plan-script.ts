/**
 * The layout plan's loader, the one script the project page names for the plan: it fetches the
 * plan's behaviour (plot-plan-enhance.ts: zoom, selection, filters) only when the plan comes near
 * the screen, so a visitor who reads the first screen downloads nothing for it ("lazy below the
 * fold"). Opened at #layout-plan, the plan is on screen and loads at once.
 */
import { whenParsed } from "#app/lib/when-parsed.ts";

const load = () => void import("./plot-plan-enhance.ts");

function watchPlan(): void {
  const section = document.querySelector("[data-layout-plan]");
  if (!section || !("IntersectionObserver" in window)) return load();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      load();
    },
    { rootMargin: "600px 0px" },
  );
  observer.observe(section);
}

// Once the page is read: an async module may run before the plan is parsed, and would then load
// the behaviour at once.
whenParsed(watchPlan);
