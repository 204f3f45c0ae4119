import type { ComponentPropsWithoutRef } from "react";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import { cleanPath } from "../../common/clean-path";

/**
 * Site-internal links navigate client-side, to the clean path even when the
 * author wrote `page.html` or `dir/index.html`; everything else stays a plain anchor.
 */
export function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <PrefetchLink to={cleanPath(href)} {...rest}>
        {children}
      </PrefetchLink>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...(external ? { target: "_blank", rel: "noreferrer" } : {})} {...rest}>
      {children}
    </a>
  );
}
