/**
 * The key that takes focus out of the terminal. Not Escape: programs use it
 * (a Textbox cancels with it, many screens quit with it), and Tab moves focus
 * between a program's widgets. Ctrl+] is the escape key of telnet, a terminal
 * convention; it is matched by physical key (right of P) as well, so keyboard
 * layouts where "]" needs AltGr have it too.
 */
export const LEAVE_KEY_LABEL = "Ctrl+]";

export function isLeaveKey(event: Pick<KeyboardEvent, "ctrlKey" | "altKey" | "metaKey" | "key" | "code">): boolean {
  return event.ctrlKey && !event.altKey && !event.metaKey && (event.key === "]" || event.code === "BracketRight");
}
