/**
 * What a Run button says when the terminal's code could not be downloaded (the connection dropped,
 * or a deploy since the page loaded removed the file): what happened and what to do, in the
 * reader's words. The browser's own message goes to the console, for whoever debugs it.
 */
export function terminalLoadFailure(error: unknown): string {
  console.warn("The live terminal could not be loaded:", error);
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    return "The terminal could not be downloaded: this device is offline. Reconnect, then press Run again.";
  }
  return "The terminal could not be downloaded. Check the connection and press Run again; if it fails again, reload the page.";
}
