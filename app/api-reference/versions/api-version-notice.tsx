import { useLocation } from "react-router";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import { isVersionSwitchNote, symbolName } from "./version-switch";
import { CURRENT_VERSION, DOCS_VERSIONS, type DocsVersion, versionNamed } from "../../../contracts/docs-versions";
import { CORE_PACKAGE, versionNotice } from "../../../contracts/version-notice";
import { useHydrated } from "../../common/use-hydrated";

/** Where the installation page explains which release each part of the site documents. */
const TWO_LINES_HREF = "/docs/getting-started/installation#two-release-lines";

/**
 * Above an API page's body: which release the version documents and how to
 * install it and the other one (VersionLine),
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
      <VersionLine version={version} />
    </>
  );
}

/**
 * One line under the title of every API page: the release it documents, what
 * a plain `npm install @unblessed/core` gives (npm's latest tag, with the day
 * it was read: contracts/npm-registry.json), and the command for each.
 */
function VersionLine({ version }: { version: DocsVersion }) {
  const { documents, latest, checked, installThis, other } = versionNotice(version);
  const otherVersion = DOCS_VERSIONS.find((v) => v.label === other.label) ?? CURRENT_VERSION;
  const otherLink = (
    <PrefetchLink to={otherVersion.apiBase} className="text-accent underline">
      {other.label} API
    </PrefetchLink>
  );
  return (
    <p data-testid="version-banner" className="mb-4 rounded-lg border border-line bg-raised p-3 text-sm text-muted">
      This page documents <strong className="text-ink">{`${CORE_PACKAGE} ${documents}`}</strong>
      {documents === latest ? (
        <>
          , which <code>npm install {CORE_PACKAGE}</code> gives (npm&apos;s latest tag, checked {checked})
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
          . The guides and the {otherLink} document {other.release}: <code>{other.install}</code> (
        </>
      ) : (
        <>
          : install it with <code>{installThis}</code>. A plain <code>npm install {CORE_PACKAGE}</code> gives {latest}{" "}
          (npm&apos;s latest tag, checked {checked}), documented in the {otherLink} (
        </>
      )}
      <PrefetchLink to={TWO_LINES_HREF} className="text-accent underline">
        which one to install
      </PrefetchLink>
      ).
    </p>
  );
}
