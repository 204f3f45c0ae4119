/** Site-internal hrefs navigate client-side; external ones open normally. */
import type { ReactNode } from "react";
import { Link } from "react-router";

export function SmartLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className} prefetch="intent">
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noreferrer">
      {children}
    </a>
  );
}
