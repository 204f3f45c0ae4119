import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { CONTENT_CHANGED_EVENT } from "~/contracts/dev-events";

let contentChanged = false;

/**
 * For the doc route's `shouldRevalidate`: true while the data of an edited
 * page is being fetched again (React Router asks more than once per
 * revalidation). With `ssr: false` React Router revalidates a server loader
 * only when the URL's params change (a static host could not answer anything
 * else), so an edited page has to ask for its data itself.
 */
export function contentChangedInDev(): boolean {
  return contentChanged;
}

/**
 * In `npm run dev`, an edited page is shown by running its loader again (it
 * recompiles the MDX) instead of reloading the document: no new HTML, no
 * module graph fetched again, no hydration, and the scroll position stays.
 * A page that an edit broke shows its error, and the next save clears it.
 * Rendered only when `import.meta.env.DEV`, so a build drops it.
 */
export function DevContentRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const refresh = () => {
      contentChanged = true;
      void revalidator.revalidate().finally(() => {
        contentChanged = false;
      });
    };
    hot.on(CONTENT_CHANGED_EVENT, refresh);
    return () => hot.off(CONTENT_CHANGED_EVENT, refresh);
  }, [revalidator]);
  return null;
}
