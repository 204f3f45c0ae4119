import { useEffect, useState } from "react";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import { apiLocationFromPath } from "../../../contracts/docs-versions";
import { loadVersionSlugs, symbolName, versionsWithPage } from "./version-switch";

/**
 * On the not-found page of an API URL: the versions in which that symbol does
 * exist ("createRuntime exists in 0.2.0"). The slug lists load only on an
 * API path, after hydration.
 */
export function OtherVersionNote({ pathname }: { pathname: string }) {
  const [found, setFound] = useState<ReturnType<typeof versionsWithPage>>([]);

  useEffect(() => {
    if (!apiLocationFromPath(pathname)) return;
    let current = true;
    loadVersionSlugs()
      .then((slugs) => {
        if (current) setFound(versionsWithPage(pathname, slugs));
      })
      .catch((error: unknown) => console.warn("Could not load the API versions:", error));
    return () => {
      current = false;
    };
  }, [pathname]);

  const here = apiLocationFromPath(pathname);
  if (!here || found.length === 0) return null;
  const name = symbolName(here.slug);
  return (
    <div role="note" data-testid="other-version-note" className="mb-6 rounded-lg border border-accent/40 bg-raised p-4">
      {found.map(({ version, href }) => (
        <p key={version.name} className="text-ink">
          <code>{name}</code> is not in the {here.version.label} API (@unblessed/core {here.version.release}), but{" "}
          <strong>this symbol exists in {version.label}</strong> (@unblessed/core {version.release}):{" "}
          <PrefetchLink to={href} className="text-accent underline">
            {name} in {version.label}
          </PrefetchLink>
          .
        </p>
      ))}
    </div>
  );
}
