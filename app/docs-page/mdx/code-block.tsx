import { useRef, useState, type ComponentPropsWithoutRef } from "react";
import { RunInBrowser } from "../../live/terminal/run-button";
import { parseGridAttribute } from "../../../contracts/terminal-grid";

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
    // The code as written, as ▶ Run reads it: the text the highlighter split into spans, not its layout.
    const text = preRef.current?.textContent ?? "";
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); say so instead of pretending.
      setCopied("failed");
    }
    window.setTimeout(() => setCopied("idle"), 1800);
  };

  // The button sits in a bar above the code (the title, or the language), never over the code itself.
  return (
    <figure className="code-block group/code relative my-5 overflow-hidden rounded-lg border border-line bg-surface">
      {title ? (
        <figcaption className="code-block-bar">{title}</figcaption>
      ) : (
        <div className="code-block-bar">{language ?? ""}</div>
      )}
      <pre ref={preRef} data-language={language} {...rest}>
        {children}
      </pre>
      {live === undefined ? null : <RunInBrowser sample={preRef} filename={title} grid={parseGridAttribute(live)} />}
      <button
        type="button"
        onClick={copy}
        className="code-copy absolute right-2 top-1 rounded border border-line bg-raised px-2 py-1 text-xs text-muted transition hover:text-ink"
        aria-label={copied === "copied" ? "Copied" : "Copy code to clipboard"}
      >
        {copied === "copied" ? "Copied" : copied === "failed" ? "Copy failed" : "Copy"}
      </button>
    </figure>
  );
}
