import { useEffect, useState } from "react";

import { holdCountdown } from "#app/domain/plots/plot-holds.ts";

const tick = 30_000;

/**
 * A hold's time left ("1 d 4 h left", then "Expired"), kept moving while the page stays open. The
 * first render shows the server's text so hydration matches; the clock only takes over after mount.
 */
export function HoldTimeLeft({ until, serverText }: { until: string; serverText: string }) {
  const [left, setLeft] = useState(serverText);
  useEffect(() => {
    const end = new Date(until);
    const update = () => {
      const now = new Date();
      setLeft(holdCountdown(end, now));
      if (now >= end) clearInterval(timer);
    };
    const timer = setInterval(update, tick);
    update();
    return () => clearInterval(timer);
  }, [until]);
  return <>{left}</>;
}
