import { useEffect } from "react";
import { prefetchAssetRecovery } from "./asset-recovery/install-recovery";
import { installCopyMarkdown } from "../docs-page/copy-markdown";
import { RouteProgress } from "./route-progress";
import { RouteScroll } from "./route-scroll";
import { TocEnhancements } from "./toc-enhancements";

/** Set on <html> once these are running; tests that navigate wait for it. */
export const ENHANCED_ATTR = "data-enhanced";

/**
 * What only matters once the reader moves between pages or within one: the
 * smooth route scroll, the progress bar and the TOCs' scroll-spy. Loaded when the browser is idle after the
 * first paint (see root.tsx); until then React Router's own
 * ScrollRestoration handles scrolling.
 */
export default function NavigationEnhancements() {
  useEffect(() => {
    document.documentElement.setAttribute(ENHANCED_ATTR, "");
    prefetchAssetRecovery();
    return installCopyMarkdown();
  }, []);
  return (
    <>
      <RouteScroll />
      <RouteProgress />
      <TocEnhancements />
    </>
  );
}
