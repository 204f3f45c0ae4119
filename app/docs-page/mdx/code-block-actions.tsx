import { useMemo, useState } from "react";
import { RunInBrowser } from "../../live/terminal/run-button";
import { parseGridAttribute } from "../../../contracts/terminal-grid";
import type { IslandHost } from "../islands/island-attrs";

/** The code a block's buttons act on: its `<pre>`, beside the island in the static markup. */
function sampleOf(host: HTMLElement | undefined) {
  return { current: host?.closest("figure")?.querySelector("pre") ?? null };
}

/**
 * The interactive part of a code block (an island, code-block.tsx): ▶ Run for
 * a `live` sample, and the copy button. `live` is the sample's grid, as the
 * compiler wrote it on the block; `example` marks one of the playground's examples.
 */
export function CodeBlockActions({
  title,
  live,
  example = false,
  host,
}: { title?: string; live?: string; example?: boolean } & IslandHost) {
  const sample = useMemo(() => sampleOf(host), [host]);
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");

  const copy = async () => {
    // The code as written, as ▶ Run reads it: the text the highlighter split into spans, not its layout.
    const text = sample.current?.textContent ?? "";
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
    <>
      {live === undefined ? null : (
        <RunInBrowser sample={sample} filename={title} grid={parseGridAttribute(live)} example={example} />
      )}
      <button
        type="button"
        onClick={copy}
        className="code-copy absolute right-2 top-1 rounded border border-line bg-raised px-2 py-1 text-xs text-muted transition hover:text-ink"
        aria-label={copied === "copied" ? "Copied" : "Copy code to clipboard"}
      >
        {copied === "copied" ? "Copied" : copied === "failed" ? "Copy failed" : "Copy"}
      </button>
    </>
  );
}
