import { terminalLoadFailure } from "../live/terminal/load-failure";

/**
 * Says above an entry's ▶ Run and "Open in playground" that its terminal could not be downloaded,
 * as a guide's Run button does; the button stays, and pressing it tries again. One sentence however
 * many presses failed.
 */
export function showRunFailure(actions: Element, error: unknown): void {
  let alert = actions.previousElementSibling;
  if (!(alert instanceof HTMLParagraphElement) || alert.getAttribute("role") !== "alert") {
    alert = document.createElement("p");
    alert.setAttribute("role", "alert");
    actions.before(alert);
  }
  alert.textContent = terminalLoadFailure(error);
}

/** Removes that sentence once a press succeeded. */
export function clearRunFailure(actions: Element): void {
  if (actions.previousElementSibling?.getAttribute("role") === "alert") actions.previousElementSibling.remove();
}
