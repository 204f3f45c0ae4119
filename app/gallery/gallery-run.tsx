/**
 * ▶ Run for the gallery's prebuilt HTML (the gallery page and the lead of an
 * API class page). Loaded when the reader presses a Run button, never before:
 * it mounts the same terminal as a guide's Run (app/components/live) in a
 * root of its own under the entry. The program is the one in the entry's
 * "Open in playground" link, so the two can never differ.
 */
import { createRoot } from "react-dom/client";
import { readLocation } from "../../contracts/playground-url";
import { loadLiveTerminal } from "../live/terminal/load-live-terminal";
import { warmSandbox } from "../live/sandbox/sandbox-frame";
import { clearRunFailure, showRunFailure } from "./run-failure";
import type { TerminalGrid } from "../../contracts/terminal-grid";

/**
 * Resolves to what unmounts the terminal (stopping its program), once it is shown; `grid` is the
 * one the entry's picture was drawn in, which the terminal opens at.
 */
export async function startGalleryRun(button: HTMLElement, grid?: TerminalGrid): Promise<(() => void) | undefined> {
  const actions = button.closest(".gallery-actions");
  const link = actions?.querySelector<HTMLAnchorElement>("a[data-open-playground]");
  if (!actions || !link) return undefined;
  const url = new URL(link.href);
  const { code, sample } = readLocation(url.search, url.hash);
  if (code === undefined) return undefined;
  const label = button.textContent;
  button.setAttribute("disabled", "");
  button.textContent = "Loading…";
  warmSandbox(code);
  try {
    const { default: LiveTerminal } = await loadLiveTerminal();
    // The terminal reads its program from an element, as under a guide's code block.
    const source = document.createElement("pre");
    source.textContent = code;
    const host = document.createElement("div");
    host.className = "gallery-live my-3 overflow-hidden rounded-lg border border-line bg-surface";
    clearRunFailure(actions);
    actions.replaceWith(host);
    const root = createRoot(host);
    root.render(<LiveTerminal sample={{ current: source }} filename={sample?.filename ?? "program.ts"} grid={grid} />);
    return () => root.unmount();
  } catch (error) {
    // A failed download says why above the entry's actions, like a guide's Run button, which tries again.
    button.removeAttribute("disabled");
    button.textContent = label;
    showRunFailure(actions, error);
    return undefined;
  }
}
