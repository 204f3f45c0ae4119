import type { ComponentPropsWithoutRef } from "react";
import { cleanPath } from "../../common/clean-path";

/**
 * A link in a guide's body. Site-internal links point at the clean path even
 * when the author wrote `page.html` or `dir/index.html` (the body's listener
 * sends them through the router, article-body.tsx); external ones open apart.
 */
export function MdxLink({ href = "", children, ...rest }: ComponentPropsWithoutRef<"a">) {
  const internal = href.startsWith("/") && !href.startsWith("//");
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={internal ? cleanPath(href) : href}
      {...(external ? { target: "_blank", rel: "noreferrer" } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
