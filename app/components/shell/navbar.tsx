import { Link, NavLink } from "react-router";
import { siteConfig, type NavbarItem } from "~/site-config";
import { SearchButton } from "./search-button";

function NavbarLink({ item }: { item: NavbarItem }) {
  if (item.href) {
    return (
      <a href={item.href} target="_blank" rel="noreferrer" className="navbar-link">
        {item.label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <NavLink
      to={item.to ?? "/"}
      prefetch="intent"
      className={({ isActive }) => `navbar-link ${isActive ? "text-accent" : ""}`}
    >
      {item.label}
    </NavLink>
  );
}

export function Navbar() {
  const { navbar } = siteConfig;
  const left = navbar.items.filter((item) => item.position === "left");
  const right = navbar.items.filter((item) => item.position === "right");
  return (
    <header className="site-navbar fixed inset-x-0 top-0 z-40 h-14 border-b border-line bg-canvas/90 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-full max-w-[96rem] items-center gap-6 px-4">
        <Link to={navbar.logo.href} className="flex items-center gap-2 font-semibold text-ink">
          <img src={navbar.logo.src} alt="" width="28" height="28" />
          <span>{navbar.title}</span>
        </Link>
        <div className="flex items-center gap-4">
          {left.map((item) => (
            <NavbarLink key={item.label} item={item} />
          ))}
        </div>
        <div className="ml-auto flex items-center gap-4">
          {right.map((item) => (
            <span key={item.label} className="hidden md:inline">
              <NavbarLink item={item} />
            </span>
          ))}
          <SearchButton />
        </div>
      </nav>
    </header>
  );
}
