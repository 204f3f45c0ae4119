import { useEffect, useState } from "react";
import { onIdle } from "./on-idle";

/**
 * False during the prerender, hydration and the first paint; true once the
 * browser has been idle after hydration. For code that only matters after a
 * reader's first interaction (route-change scrolling, the progress bar): it
 * loads then instead of adding to a page's first load. Stays true for the
 * rest of the visit.
 */
let idle = false;

export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(idle);
  useEffect(() => {
    if (ready) return;
    return onIdle(() => {
      idle = true;
      setReady(true);
    }, 1500);
  }, [ready]);
  return ready;
}
