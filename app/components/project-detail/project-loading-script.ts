/**
 * 'Loading project details...' (spec §2; project-loading-indicator.static.tsx), a standalone module on
 * every public page. When the visitor follows a link to a project page in this tab, the status
 * region says so until the project page replaces this one. Coming back to this page from the
 * browser's cache (Back) finds it quiet again. A project page in Tamil (/ta/project/:id) is one too.
 */
const projectPath = /^(\/ta)?\/project\/[^/]+\/?$/;

function frame(): HTMLElement | null {
  return document.querySelector<HTMLElement>("[data-project-loading] > p");
}

function show(text: string | null): void {
  const element = frame();
  if (!element) return;
  for (const node of Array.from(element.childNodes)) if (node.nodeType === Node.TEXT_NODE) node.remove();
  if (text) element.append(text);
  element.hidden = !text;
}

function projectLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
  if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return null;
  const to = new URL(link.href, location.href);
  const here = new URL(location.href);
  if (to.origin !== here.origin || !projectPath.test(to.pathname)) return null;
  // The same page with another query or fragment is not "opening a project".
  return to.pathname === here.pathname ? null : link;
}

// On the window, after the page's own handlers: a click another script took over is left alone.
addEventListener("click", (event) => {
  if (event.defaultPrevented || !projectLink(event)) return;
  show(document.querySelector("[data-project-loading]")?.getAttribute("data-project-loading") ?? null);
});

addEventListener("pageshow", (event) => {
  if (event.persisted) show(null);
});
