import { useRef, useState, type ComponentPropsWithoutRef } from "react";
import { RunInBrowser } from "~/components/live/run-button";

type PreProps = ComponentPropsWithoutRef<"pre"> & {
  "data-title"?: string;
  "data-language"?: string;
  "data-live"?: string;
};

/** A highlighted block with its optional title and a copy button; a `live` sample can also run in the page. */
export function CodeBlock({
  "data-title": title,
  "data-language": language,
  "data-live": live,
  children,
  ...rest
}: PreProps) {
  const preRef = useRef<HTMLPreElement>(null);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");

  const copy = async () => {
    const text = preRef.current?.innerText ?? "";
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); say so instead of pretending.
      setCopied("failed");
    }
    window.setTimeout(() => setCopied("idle"), 1800);
  };

  return (
    <figure className="code-block group/code relative my-5 overflow-hidden rounded-lg border border-line bg-surface">
      {title ? (
        <figcaption className="border-b border-line px-4 py-2 font-mono text-xs text-muted">{title}</figcaption>
      ) : null}
      <pre ref={preRef} data-language={language} {...rest}>
        {children}
      </pre>
      {live === undefined ? null : <RunInBrowser sample={preRef} filename={title} />}
      <button
        type="button"
        onClick={copy}
        className="absolute right-2 rounded border border-line bg-raised px-2 py-1 text-xs text-muted transition hover:text-ink"
        style={{ top: title ? "2.6rem" : "0.5rem" }}
        aria-label={copied === "copied" ? "Copied" : "Copy code to clipboard"}
      >
        {copied === "copied" ? "Copied" : copied === "failed" ? "Copy failed" : "Copy"}
      </button>
    </figure>
  );
}
