import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { installToc } from "../docs-page/toc/install";

/** Scroll-spy and the mobile TOC's closing (app/docs-page/toc/install.ts), refreshed for each new page. */
export function TocEnhancements() {
  const location = useLocation();
  const toc = useRef<ReturnType<typeof installToc> | null>(null);
  useEffect(() => {
    toc.current = installToc();
    return () => toc.current?.stop();
  }, []);
  useEffect(() => {
    toc.current?.refresh();
  }, [location]);
  return null;
}
