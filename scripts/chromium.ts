/**
 * Debian's Chromium, as the browser tests and the bench start it: nothing downloaded, nothing
 * running in the background that would add requests or noise to a measurement.
 */
export const chromiumPath = "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
