import { DOCS_VERSIONS, type DocsVersion } from "../../../contracts/docs-versions";

/**
 * Says which version's API the results come from (contextual search, spec
 * §7) and offers the others. Guides are found in every scope.
 */
export function SearchScope({ version, onChange }: { version: DocsVersion; onChange: (version: DocsVersion) => void }) {
  const others = DOCS_VERSIONS.filter((other) => other !== version);
  return (
    <p className="search-scope" data-testid="search-scope" data-version={version.name}>
      <span>
        Guides and the <strong>{version.label}</strong> API (@unblessed/core {version.release})
      </span>
      {others.map((other) => (
        <button key={other.name} type="button" className="search-text-button" onClick={() => onChange(other)}>
          Show {other.label} API results
        </button>
      ))}
    </p>
  );
}
