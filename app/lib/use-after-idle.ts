import { useEffect, useState } from "react";

/**
 * False during the prerender, hydration and the first paint; true once the
 * browser has been idle after hydration. For code that only matters after a
 * reader's first interaction (route-change scrolling, the progress bar): it
 * loads then instead of adding to a page's first load. Stays true for the
 * rest of the visit.
 */
let idle = false;
const IDLE_TIMEOUT_MS = 1500;

export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(idle);
  useEffect(() => {
    if (ready) return;
    const done = () => {
      idle = true;
      setReady(true);
    };
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
