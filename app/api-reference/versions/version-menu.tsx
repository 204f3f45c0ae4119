import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { savePreferredVersion } from "./preferred-version";
import { loadVersionSlugs, switchTarget } from "./version-switch";
import { DOCS_PLUGIN_ID, type DocsVersion, type VersionSlugs } from "../../../contracts/docs-versions";
import { canonicalPath } from "../../common/trailing-slash";

/**
 * The open version menu: one link per version, to the same symbol there or,
 * when it has none, to that version's API index with a note in the
 * navigation state. Following one stores the preferred version; storage that
 * fails only costs the memory of the choice (safe-storage warns once).
 */
export function VersionMenu({
  versions,
  current,
  inline,
}: {
  versions: readonly DocsVersion[];
  current: DocsVersion;
  /** In the mobile panel the menu pushes the items below it down instead of covering them. */
  inline: boolean;
}) {
  const location = useLocation();
  const [slugs, setSlugs] = useState<VersionSlugs | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    loadVersionSlugs()
      .then((loaded) => live && setSlugs(loaded))
      .catch((error: unknown) => {
        console.warn("Could not load the API versions:", error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, []);

  return (
    <ul
      className={`${inline ? "mt-1" : "absolute left-0 top-full z-50 mt-2 shadow-lg"} min-w-48 rounded-lg border border-line bg-canvas p-1`}
      aria-label="API versions"
      data-testid="version-menu"
    >
      {failed ? <li className="px-3 py-2 text-sm text-muted">Could not load the versions.</li> : null}
      {slugs
        ? versions.map((version) => {
            const target = switchTarget(location, version, slugs);
            const [path, hash] = target.href.split("#");
            return (
              <li key={version.name}>
                <Link
                  to={{ pathname: canonicalPath(path ?? ""), hash: hash ? `#${hash}` : "" }}
                  state={target.note ? { versionSwitch: target.note } : undefined}
                  aria-current={version === current ? "true" : undefined}
                  data-version={version.name}
                  className={`block rounded px-3 py-2 text-sm hover:bg-raised ${version === current ? "text-accent" : "text-ink"}`}
                  onClick={() => savePreferredVersion(DOCS_PLUGIN_ID, version.name)}
                >
                  {version.label}
                  <span className="ml-2 text-xs text-muted">@unblessed/core {version.release}</span>
                </Link>
              </li>
            );
          })
        : null}
    </ul>
  );
}
