import type { FocusEvent, MouseEvent, ReactNode, Ref, TouchEvent } from "react";
import { Link, PrefetchPageLinks, useLocation, type LinkProps, type NavLinkProps } from "react-router";
import { usePrefetch } from "./use-prefetch";
import { canonicalPath, pathKey } from "../trailing-slash";

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
 * code on hover, focus, touch and visibility (see app/common/prefetch/), which
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

type NavLinkRenderProps = { isActive: boolean; isPending: boolean; isTransitioning: boolean };

/**
 * A navigation link marked while its page (or, without `end`, a page below
 * it) is shown: `aria-current="page"` and an `active` class, or the class the
 * `className` function returns. Unlike React Router's NavLink it compares
 * paths without their trailing slash: the prerender renders a page at `/x`
 * even when readers load it at `/x/` (`trailingSlash: true`), and the marks
 * must be the same before and after hydration.
 */
export function PrefetchNavLink({
  to: written,
  end = false,
  className,
  ...props
}: Omit<NavLinkProps, "prefetch" | "children" | "style" | "className"> & {
  className?: string | ((state: NavLinkRenderProps) => string | undefined);
  children?: ReactNode;
}) {
  const to = canonicalTo(written);
  const { pathname } = useLocation();
  const { prefetch, ref, handlers } = usePrefetch<HTMLAnchorElement>(props.reloadDocument !== true, pathnameOf(to));
  const target = pathKey(pathnameOf(to));
  const here = pathKey(pathname);
  const isActive = here === target || (!end && target !== "/" && here.startsWith(`${target}/`));
  const classes =
    typeof className === "function"
      ? className({ isActive, isPending: false, isTransitioning: false })
      : [className, isActive ? "active" : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <>
      <Link
        {...props}
        {...merge(props, handlers)}
        to={to}
        ref={ref}
        className={classes}
        aria-current={isActive ? "page" : undefined}
      />
      {prefetch ? <PrefetchPageLinks page={targetOf(to)} /> : null}
    </>
  );
}
