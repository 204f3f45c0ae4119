import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { CONTENT_CHANGED_EVENT } from "../../../contracts/dev-events";
import { setContentChanged } from "./content-changed";

/**
 * In `npm run dev`, an edited page is shown by running its loader again (it
 * recompiles the MDX) instead of reloading the document: no new HTML, no
 * module graph fetched again, no hydration, and the scroll position stays.
 * A page that an edit broke shows its error, and the next save clears it.
 *
 * With `ssr: false` React Router revalidates a server loader only when the
 * URL's params change (a static host could not answer anything else), so the
 * doc route's `shouldRevalidate` says yes while this fetch runs (React Router
 * asks it more than once per revalidation).
 *
 * The server tells only the pages listening when the change happens; a save
 * made while a page was still loading (before this component mounted and
 * listened) would never show. So the page also runs its loaders once as it
 * starts listening, which picks up any such save.
 *
 * Loaded by root.tsx only when `import.meta.env.DEV`: a build has no trace of it.
 */
export default function DevContentRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const refresh = () => {
      setContentChanged(true);
      void revalidator.revalidate().finally(() => setContentChanged(false));
    };
    hot.on(CONTENT_CHANGED_EVENT, refresh);
    refresh();
    return () => hot.off(CONTENT_CHANGED_EVENT, refresh);
  }, [revalidator]);
  return null;
}
