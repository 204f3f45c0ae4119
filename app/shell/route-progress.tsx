import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/** Spec §9: route changes quicker than this show no progress bar at all. */
export const PROGRESS_DELAY_MS = 200;
/** How long the finished bar stays at 100% before it is removed. */
const FINISH_MS = 200;

/**
 * A thin bar at the top of the window while a slow route change loads
 * (behaviour §2). It creeps towards 90% (the real progress is unknown) and jumps
 * to 100% when the change ends.
 */
export function RouteProgress() {
  const busy = useNavigation().state !== "idle";
  // True once a change has taken longer than the delay, until the bar has finished.
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setSlow(true), PROGRESS_DELAY_MS);
      return () => clearTimeout(timer);
    }
    if (!slow) return;
    const timer = setTimeout(() => setSlow(false), FINISH_MS);
    return () => clearTimeout(timer);
  }, [busy, slow]);

  const phase = !slow ? "idle" : busy ? "running" : "finishing";
  if (phase === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-valuemin={0}
      aria-valuemax={100}
      {...(phase === "finishing" ? { "aria-valuenow": 100 } : {})}
      className="route-progress pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5"
      data-phase={phase}
    >
      <div className="route-progress-bar h-full bg-accent" />
    </div>
  );
}
