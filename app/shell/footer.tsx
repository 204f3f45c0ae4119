import { PrefetchLink } from "../common/prefetch/prefetch-link";
import { siteConfig } from "../site-config";

const FOOTER_LINK = "inline-block py-0.5 text-muted hover:text-ink";

export function Footer() {
  const { footer } = siteConfig;
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-[96rem] gap-8 px-4 py-10 sm:grid-cols-3">
        {footer.links.map((column) => (
          <div key={column.title}>
            <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink">{column.title}</h2>
            {/* Each link a 24 px target (WCAG 2.2's minimum size), on the rhythm the list had with 8 px gaps. */}
            <ul className="space-y-1 text-sm">
              {column.items.map((link) => (
                <li key={link.label}>
                  {"to" in link && link.to ? (
                    <PrefetchLink to={link.to} className={FOOTER_LINK}>
                      {link.label}
                    </PrefetchLink>
                  ) : (
                    <a href={"href" in link ? link.href : "#"} target="_blank" rel="noreferrer" className={FOOTER_LINK}>
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
