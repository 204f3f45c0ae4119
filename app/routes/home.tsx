import { useRef } from "react";
import { RunInBrowser } from "~/components/live/run-button";
import { PrefetchLink } from "~/components/links/prefetch-link";
import { landing } from "../../content/landing";
import { highlightCode } from "~/.server/mdx/highlight";
import { pageMeta } from "~/lib/meta";
import { siteConfig } from "~/site-config";
import type { Route } from "./+types/home";

export async function loader() {
  return { sampleHtml: await highlightCode(landing.sample.code, landing.sample.lang) };
}

export function meta() {
  return pageMeta({ title: siteConfig.title, description: landing.hero.tagline, path: "/" });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const sample = useRef<HTMLDivElement>(null);
  return (
    <div className="mx-auto max-w-6xl px-4">
      <section className="grid items-center gap-10 py-16 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="mb-3 font-mono text-sm text-accent">@unblessed · 1.0.0-alpha.23</p>
          <h1 className="mb-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{landing.hero.title}</h1>
          <p className="mb-4 text-lg text-muted">{landing.hero.tagline}</p>
          <p className="mb-8 text-muted">{landing.intro}</p>
          <div className="flex flex-wrap gap-3">
            {landing.calls.map((call, index) => (
              <PrefetchLink
                key={call.to}
                to={call.to}

                className={index === 0 ? "button-primary" : "button-secondary"}
              >
                {call.label}
              </PrefetchLink>
            ))}
          </div>
        </div>
        <figure className="code-block overflow-hidden rounded-lg border border-line bg-surface">
          <figcaption className="border-b border-line px-4 py-2 font-mono text-xs text-muted">
            {landing.sample.title}
          </figcaption>
          <div ref={sample} dangerouslySetInnerHTML={{ __html: loaderData.sampleHtml }} />
          {/* The live demo runs the sample shown above, as the page shows it. */}
          <RunInBrowser sample={sample} filename={landing.sample.title} />
        </figure>
      </section>
      <section aria-labelledby="highlights-heading" className="pb-20">
        <h2 id="highlights-heading" className="mb-6 text-2xl font-semibold text-ink">
          Why unblessed
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {landing.highlights.map((item) => (
            <li key={item.title} className="rounded-lg border border-line bg-surface p-5">
              <h3 className="mb-2 font-semibold text-ink">{item.title}</h3>
              <p className="text-sm text-muted">{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
