import { useEffect } from "react";
import { useNavigate } from "react-router";
import { NAMES_LIVE_ATTRIBUTE } from "../../../contracts/sample-types";
import { installNameHints } from "./name-hints";

/**
 * Put at the end of a guide whose samples have names (the content pipeline's
 * remark-sample-names.ts does), loaded once the browser is idle after
 * hydration, never part of the first load: makes the names live, and says so
 * on the document (for tests and the curious). Renders nothing.
 */
export function SampleTypes({ src }: { src: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const uninstall = installNameHints(src, (href) => void navigate(href));
    document.documentElement.setAttribute(NAMES_LIVE_ATTRIBUTE, "");
    return () => {
      document.documentElement.removeAttribute(NAMES_LIVE_ATTRIBUTE);
      uninstall();
    };
  }, [src, navigate]);
  return null;
}
