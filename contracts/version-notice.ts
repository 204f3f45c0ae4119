/**
 * The line under the title of every API page that says which release the page
 * documents, what `npm install @unblessed/core` gives today, and how to install
 * each. npm's tags come from the one record of what the registry said
 * (contracts/npm-registry.json), with the date it was checked.
 */
import registry from "./npm-registry.json";
import { CURRENT_VERSION, DOCS_VERSIONS, type DocsVersion } from "./docs-versions";

export const CORE_PACKAGE = "@unblessed/core";

export interface VersionNotice {
  /** The release this page documents. */
  documents: string;
  /** What a plain `npm install @unblessed/core` gives: npm's `latest` tag. */
  latest: string;
  /** The day the tag was read from the registry (YYYY-MM-DD). */
  checked: string;
  /** The command that installs the release this page documents. */
  installThis: string;
  /** The other docs version and the command that installs it. */
  other: { label: string; release: string; install: string };
}

const installCommand = (release: string, latest: string) =>
  release === latest ? `npm install ${CORE_PACKAGE}` : `npm install ${CORE_PACKAGE}@${release}`;

export function versionNotice(version: DocsVersion): VersionNotice {
  const latest = registry.packages[CORE_PACKAGE].distTags.latest;
  const other = DOCS_VERSIONS.find((v) => v.name !== version.name) ?? CURRENT_VERSION;
  return {
    documents: version.release,
    latest,
    checked: registry.recorded,
    installThis: installCommand(version.release, latest),
    other: { label: other.label, release: other.release, install: installCommand(other.release, latest) },
  };
}
