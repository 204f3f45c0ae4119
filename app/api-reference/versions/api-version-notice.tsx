import { useLocation } from "react-router";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import { isVersionSwitchNote, symbolName } from "./version-switch";
import { CURRENT_VERSION, LATEST_RELEASE_VERSION, versionNamed } from "../../../contracts/docs-versions";
import { useHydrated } from "../../common/use-hydrated";

/** Where the installation page explains which release each part of the site documents. */
const TWO_LINES_HREF = "/docs/getting-started/installation#two-release-lines";

/**
 * Above an API page's body: which release a non-current version documents,
 * and, after a version switch that could not keep the page, which symbol is
 * missing here. The switch note comes from the navigation state, so it is
 * only read after hydration (the prerendered HTML never has it).
 */
export function ApiVersionNotice({ version: versionName }: { version: string }) {
  const version = versionNamed(versionName) ?? CURRENT_VERSION;
  const hydrated = useHydrated();
  const state: unknown = useLocation().state;
  const note =
    hydrated && typeof state === "object" && state !== null
      ? (state as { versionSwitch?: unknown }).versionSwitch
      : undefined;
  const from = isVersionSwitchNote(note) ? versionNamed(note.from) : undefined;

  return (
    <>
      {isVersionSwitchNote(note) && from ? (
        <p
          role="status"
          data-testid="version-switch-note"
          className="mb-4 rounded-lg border border-amber-500/50 bg-amber-950/40 p-3 text-amber-100"
        >
          <code>{symbolName(note.slug)}</code> (from {from.label}) does not exist in {version.label}: this is the{" "}
          {version.label} API index.
        </p>
      ) : null}
      {version === CURRENT_VERSION ? null : (
        <p data-testid="version-banner" className="mb-4 rounded-lg border border-line bg-raised p-3 text-sm text-muted">
          This is the API of <strong className="text-ink">@unblessed/core {version.release}</strong>
          {version === LATEST_RELEASE_VERSION ? (
            <>
              , the release <code>npm install</code> gives you today
            </>
          ) : null}
          {version.home ? (
            <>
              {" "}
              (
              <PrefetchLink to={version.home} className="text-accent underline">
                how it differs
              </PrefetchLink>
              )
            </>
          ) : null}
          . The guides and the{" "}
          <PrefetchLink to={CURRENT_VERSION.apiBase} className="text-accent underline">
            {CURRENT_VERSION.label} API
          </PrefetchLink>{" "}
          describe {CURRENT_VERSION.release};{" "}
          <PrefetchLink to={TWO_LINES_HREF} className="text-accent underline">
            which one to install
          </PrefetchLink>
          .
        </p>
      )}
    </>
  );
}
