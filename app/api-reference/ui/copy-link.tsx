/**
 * Copies the absolute URL of an anchor. Rendered as a real button so it is
 * reachable by keyboard; it is part of the static API body, so its click is
 * handled by delegation (`copyLinkOnClick`), and until hydration it does nothing.
 */
import type { MouseEvent } from "react";

const COPIED_MS = 1500;

export function CopyLinkButton({ label }: { label: string }) {
  // The anchor is the heading's id: naming it again on 240 buttons costs a kilobyte of gzip on a big page.
  return (
    <button type="button" data-copy-link="" aria-label={`Copy link to ${label}`} className="api-copy">
      copy
    </button>
  );
}

/** Handles a click inside the API body if it hit a copy-link button; returns whether it did. */
export function copyLinkOnClick(event: MouseEvent): boolean {
  const button = (event.target as Element).closest<HTMLButtonElement>("button[data-copy-link]");
  if (!button) return false;
  const id = button.dataset["copyLink"] || button.closest("[id]")?.id;
  if (!id) return true;
  const url = `${window.location.origin}${window.location.pathname}#${id}`;
  navigator.clipboard?.writeText(url).then(
    () => {
      button.textContent = "copied";
      setTimeout(() => (button.textContent = "copy"), COPIED_MS);
    },
    () => undefined,
  );
  return true;
}
