import { useSyncExternalStore, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { ANNOUNCEMENT_DISMISSED_ATTR, dismissAnnouncement } from "./announcement-state";
import { internalHref } from "../common/internal-href";
import type { AnnouncementBarConfig } from "../../contracts/config/schema";
import { siteConfig } from "../site-config";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const hiddenByHeadScript = () => document.documentElement.hasAttribute(ANNOUNCEMENT_DISMISSED_ATTR);

/**
 * The optional bar above the navbar (behaviour §2, §4). The prerendered HTML always
 * contains it; for a reader who dismissed it, the head script has already
 * marked <html> so that app.css hides it before first paint. React reads the
 * same mark, but only after hydration (the server snapshot is "shown"), so
 * hydration never mismatches; then it stops rendering the bar.
 */
export function AnnouncementBar({ config = siteConfig.announcementBar }: { config?: AnnouncementBarConfig }) {
  const dismissed = useSyncExternalStore(subscribe, hiddenByHeadScript, () => false);
  const navigate = useNavigate();
  if (!config || (dismissed && config.isCloseable)) return null;

  const close = () => {
    dismissAnnouncement(config.id);
    document.documentElement.setAttribute(ANNOUNCEMENT_DISMISSED_ATTR, "");
    listeners.forEach((listener) => listener());
  };
  // The content is HTML from the site config: its internal links navigate client-side.
  const onClick = (event: MouseEvent) => {
    const href = internalHref(event);
    if (!href) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <div
      className="announcement-bar"
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
      role="region"
      aria-label="Announcement"
    >
      {/* Two lines at most on a phone (app.css), so the bar never takes a screen's top. */}
      <div className="announcement-content" onClick={onClick} dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable ? (
        <button type="button" className="announcement-close" aria-label="Dismiss announcement" onClick={close}>
          <span aria-hidden="true">✕</span>
        </button>
      ) : null}
    </div>
  );
}
