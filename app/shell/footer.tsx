import { PrefetchLink } from "../common/prefetch/prefetch-link";
import { siteConfig } from "../site-config";

export function Footer() {
  const { footer } = siteConfig;
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-[96rem] gap-8 px-4 py-10 sm:grid-cols-3">
        {footer.links.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink">{column.title}</h2>
            <ul className="space-y-2 text-sm">
              {column.items.map((link) => (
                <li key={link.label}>
                  {"to" in link && link.to ? (
                    <PrefetchLink to={link.to} className="text-muted hover:text-ink">
                      {link.label}
                    </PrefetchLink>
                  ) : (
                    <a
                      href={"href" in link ? link.href : "#"}
                      target="_blank"
                      rel="noreferrer"
                      className="text-muted hover:text-ink"
                    >
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="footer-copyright">{footer.copyright}</p>
    </footer>
  );
}
