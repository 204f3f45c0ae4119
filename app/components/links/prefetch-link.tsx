import type { FocusEvent, MouseEvent, Ref, TouchEvent } from "react";
import { Link, NavLink, PrefetchPageLinks, type LinkProps, type NavLinkProps } from "react-router";
import { usePrefetch } from "~/lib/prefetch/use-prefetch";
import { canonicalPath } from "~/lib/trailing-slash";

type Handlers = {
  onMouseEnter?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLAnchorElement>) => void;
  onFocus?: (event: FocusEvent<HTMLAnchorElement>) => void;
  onTouchStart?: (event: TouchEvent<HTMLAnchorElement>) => void;
};

/** Calls the caller's handler and ours, so neither replaces the other. */
function chain<E>(theirs: ((event: E) => void) | undefined, ours: (() => void) | undefined) {
  if (!theirs) return ours;
  return (event: E) => {
    theirs(event);
    ours?.();
  };
}

function merge(props: Handlers, ours: { [K in keyof Handlers]?: () => void }): Handlers {
  return {
    onMouseEnter: chain(props.onMouseEnter, ours.onMouseEnter),
    onMouseLeave: chain(props.onMouseLeave, ours.onMouseLeave),
    onFocus: chain(props.onFocus, ours.onFocus),
    onTouchStart: chain(props.onTouchStart, ours.onTouchStart),
  };
}

/** The site's form of the target (trailingSlash), so that a host answers it without a redirect. */
function canonicalTo(to: LinkProps["to"]): LinkProps["to"] {
  if (typeof to === "string") return canonicalPath(to);
  return to.pathname ? { ...to, pathname: canonicalPath(to.pathname) } : to;
}

const targetOf = (to: LinkProps["to"]) => (typeof to === "string" ? to : `${to.pathname ?? ""}${to.search ?? ""}`);
const pathnameOf = (to: LinkProps["to"]) => targetOf(to).split(/[?#]/)[0] ?? "";

/**
 * Every internal link of the site. It prefetches the target page's data and
 * code on hover, focus, touch and visibility (see app/lib/prefetch/), which
 * React Router's `prefetch` prop can only do one at a time.
 */
export function PrefetchLink({
  to: written,
  ref,
  ...props
}: Omit<LinkProps, "prefetch"> & { ref?: Ref<HTMLAnchorElement> }) {
  const to = canonicalTo(written);
  const {
    prefetch,
    ref: observe,
    handlers,
  } = usePrefetch<HTMLAnchorElement>(props.reloadDocument !== true, pathnameOf(to));
  return (
    <>
      <Link
        {...props}
        {...merge(props, handlers)}
        to={to}
        ref={(element) => {
          observe(element);
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
      />
      {prefetch ? <PrefetchPageLinks page={targetOf(to)} /> : null}
    </>
  );
}

export function PrefetchNavLink({ to: written, ...props }: Omit<NavLinkProps, "prefetch">) {
  const to = canonicalTo(written);
  const { prefetch, ref, handlers } = usePrefetch<HTMLAnchorElement>(props.reloadDocument !== true, pathnameOf(to));
  return (
    <>
      <NavLink {...props} {...merge(props, handlers)} to={to} ref={ref} />
      {prefetch ? <PrefetchPageLinks page={targetOf(to)} /> : null}
    </>
  );
}
