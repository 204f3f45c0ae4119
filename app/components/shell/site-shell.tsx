import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Navbar } from "./navbar";

/** Skip link, navbar, main and footer: the frame of every page, the 404 and the crash screen included. */
export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to main content
      </a>
      <div id="announcement-bar-slot" />
      <Navbar />
      <main id="main-content" tabIndex={-1} className="min-h-[calc(100vh-3.5rem)] pt-14 outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
