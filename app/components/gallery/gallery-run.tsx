/**
 * ▶ Run for the gallery's prebuilt HTML (the gallery page and the lead of an
 * API class page). Loaded when the reader presses a Run button, never before:
 * it mounts the same terminal as a guide's Run (app/components/live) in a
 * root of its own under the entry, running the entry's program as the page
 * shows it.
 */
import { createRoot } from "react-dom/client";
import { loadLiveTerminal } from "../live/load-live-terminal";

export async function startGalleryRun(button: HTMLElement): Promise<void> {
  const entry = button.closest("[data-gallery-entry]");
  const program = entry?.querySelector<HTMLElement>("[data-gallery-program] pre");
  const actions = button.closest(".gallery-actions");
  if (!entry || !program || !actions) return;
  const filename = entry.querySelector("[data-gallery-program]")?.closest("figure")?.querySelector("figcaption");
  button.setAttribute("disabled", "");
  button.textContent = "Loading…";
  try {
    const { default: LiveTerminal } = await loadLiveTerminal();
    const host = document.createElement("div");
    host.className = "gallery-live my-3 overflow-hidden rounded-lg border border-line bg-surface";
    actions.after(host);
    actions.remove();
    createRoot(host).render(
      <LiveTerminal sample={{ current: program }} filename={filename?.textContent ?? "program.ts"} />,
    );
  } catch (error) {
    // A failed download says why in place, like a guide's Run button.
    button.removeAttribute("disabled");
    button.textContent = `Could not load the terminal: ${String(error)}`;
  }
}
