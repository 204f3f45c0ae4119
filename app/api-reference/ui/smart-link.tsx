/**
 * A link in an API page's body. The body is static HTML
 * (app/api-reference/ui/render-api-html.server.tsx), so this is a plain anchor: site-internal
 * hrefs navigate client-side and prefetch through the body's listeners
 * (app/api-reference/ui/api-body.tsx).
 */
import type { ReactNode } from "react";

export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} rel={href.startsWith("/") ? undefined : "noreferrer"}>
      {children}
    </a>
  );
}
