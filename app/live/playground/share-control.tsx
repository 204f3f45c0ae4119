import { useEffect, useRef, useState } from "react";

/** How long "Link copied" stays: the code may change after it, and the link with it. */
const COPIED_SHOWN_MS = 4000;

export type Shared = { kind: "idle" } | { kind: "copied" } | { kind: "refused"; url: string };

/**
 * Share: copies an absolute link that opens exactly this code. Where the
 * clipboard is refused (an insecure origin, a permission, an old browser)
 * the state says so and holds the link, for the reader to copy by hand.
 */
export function useShare(link: () => string): { shared: Shared; share: () => void } {
  const [shared, setShared] = useState<Shared>({ kind: "idle" });
  useEffect(() => {
    if (shared.kind !== "copied") return;
    const timer = window.setTimeout(() => setShared({ kind: "idle" }), COPIED_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [shared]);
  const share = () => {
    const url = new URL(link(), window.location.href).href;
    const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error("no clipboard in this browser"));
    copied.then(
      () => setShared({ kind: "copied" }),
      () => setShared({ kind: "refused", url }),
    );
  };
  return { shared, share };
}

/** What Share did, in a live region: copied, or the link selected in a field to copy by hand. */
export function ShareStatus({ shared }: { shared: Shared }) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (shared.kind === "refused") field.current?.select();
  }, [shared]);
  return (
    <div role="status" className="text-sm" data-share-status>
      {shared.kind === "copied" ? <p className="mb-3 text-accent">Link copied: it opens this code.</p> : null}
      {shared.kind === "refused" ? (
        <label className="mb-3 flex flex-col gap-1 rounded-md border border-line p-2">
          The browser did not let the page copy. Copy this link yourself:
          <input
            ref={field}
            readOnly
            value={shared.url}
            className="w-full rounded-md border border-line bg-surface px-2 py-1 font-mono text-xs text-ink"
            onFocus={(event) => event.currentTarget.select()}
          />
        </label>
      ) : null}
    </div>
  );
}
