/**
 * Copies the absolute URL of an anchor. Rendered as a real button so it is
 * reachable by keyboard; until hydration it simply does nothing.
 */
import { useEffect, useState } from "react";

export function CopyLinkButton({ id, label }: { id: string; label: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (): void => {
    const url = `${window.location.origin}${window.location.pathname}#${id}`;
    navigator.clipboard?.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <button type="button" onClick={copy} aria-label={`Copy link to ${label}`} className="api-copy">
      {copied ? "copied" : "copy"}
    </button>
  );
}
