import type { ReactNode } from "react";
import { AnnouncementBar } from "./announcement-bar";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { MAIN_CONTENT_ID, useSkipTargetId } from "./skip-target";

/**
 * Skip link, announcement bar, navbar, main and footer: the frame of every
 * page, the 404 and the crash screen included. `degraded` (crash screen)
 * keeps a broken navbar item from crashing the screen that reports it.
 */
export function SiteShell({ children, degraded = false }: { children: ReactNode; degraded?: boolean }) {
  const skipTarget = useSkipTargetId();
  return (
    <>
      <a href={`#${skipTarget}`} className="skip-link">
        Skip to main content
      </a>
      <AnnouncementBar />
      <Navbar degraded={degraded} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100vh-3.5rem)] outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
