import { useEffect } from "react";
import { useNavigate } from "react-router";
import { NAMES_LIVE_ATTRIBUTE } from "../../../contracts/sample-types";
import { installNameHints } from "./name-hints";

/**
 * The listeners installed for each file. A page may render this twice for one
 * file (the gallery's MDX and its programs): one set serves both, and it stays
 * until the last of them unmounts.
 */
const installed = new Map<string, { users: number; uninstall: () => void }>();

function install(src: string, navigate: (href: string) => void): () => void {
  let entry = installed.get(src);
  if (!entry) {
    const uninstall = installNameHints(src, navigate);
    entry = { users: 0, uninstall };
    installed.set(src, entry);
  }
  entry.users += 1;
  document.documentElement.setAttribute(NAMES_LIVE_ATTRIBUTE, "");
  const own = entry;
  return () => {
    own.users -= 1;
    if (own.users > 0) return;
    installed.delete(src);
    document.documentElement.removeAttribute(NAMES_LIVE_ATTRIBUTE);
    own.uninstall();
  };
}

/**
 * Put at the end of a guide whose samples have names (the content pipeline's
 * remark-sample-names.ts does, and the gallery's route for its programs), loaded once the browser is idle after
 * hydration, never part of the first load: makes the names live, and says so
 * on the document (for tests and the curious). Renders nothing.
 */
export function SampleTypes({ src }: { src: string }) {
  const navigate = useNavigate();
  useEffect(() => install(src, (href) => void navigate(href)), [src, navigate]);
  return null;
}
