/** Site-internal hrefs navigate client-side; external ones open normally. */
import type { ReactNode } from "react";
import { PrefetchLink } from "~/components/links/prefetch-link";

export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <PrefetchLink to={href} className={className}>
        {children}
      </PrefetchLink>
    );
  }
  return (
    <a href={href} className={className} rel="noreferrer">
      {children}
    </a>
  );
}
