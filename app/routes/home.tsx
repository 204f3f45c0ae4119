import { useRef } from "react";
import { RunInBrowser } from "../live/terminal/run-button";
import { PrefetchLink } from "../common/prefetch/prefetch-link";
import { SampleTypesAfterIdle } from "../docs-page/sample-types/sample-types-after-idle";
import { landing } from "../../content/landing";
import { landingPageData } from "../page-data/landing-page.server";
import { pageMeta } from "../shell/meta";
import { siteConfig } from "../site-config";
import type { Route } from "./+types/home";

// The hero shows what the sample really draws, run the way every guide sample is run.
export const loader = () => landingPageData();

export function meta() {
  return pageMeta({ title: siteConfig.title, description: landing.hero.tagline, path: "/" });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const sample = useRef<HTMLDivElement>(null);
  return (
    <div className="mx-auto max-w-6xl px-4">
      {/* The captured screen is in the first screenful at 390×844 and 1280×800: a reader sees a terminal UI first. */}
      <section className="grid items-center gap-8 py-10 lg:grid-cols-2 lg:py-16">
        <div>
          <p className="mb-3 font-mono text-sm text-accent">@unblessed · 1.0.0-alpha.23</p>
          <h1 className="mb-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl">{landing.hero.title}</h1>
          <p className="mb-8 text-lg text-muted">{landing.hero.tagline}</p>
          <div className="flex flex-wrap gap-3">
            {landing.calls.map((call, index) => (
              <PrefetchLink key={call.to} to={call.to} className={index === 0 ? "button-primary" : "button-secondary"}>
                {call.label}
              </PrefetchLink>
            ))}
          </div>
        </div>
        <div className="min-w-0">
          <RunInBrowser
            sample={sample}
            filename={landing.sample.title}
            grid={loaderData.grid}
            preview={<div dangerouslySetInnerHTML={{ __html: loaderData.screenHtml }} />}
          />
        </div>
      </section>
      <section aria-labelledby="program-heading" className="grid gap-6 pb-16">
        <div className="max-w-3xl">
          <h2 id="program-heading" className="mb-4 text-2xl font-semibold text-ink">
            The program on that screen
          </h2>
          <p className="text-muted">{landing.intro}</p>
        </div>
        <figure className="code-block landing-code min-w-0 overflow-hidden rounded-lg border border-line bg-surface">
          <figcaption className="border-b border-line px-4 py-2 font-mono text-xs text-muted">
            {landing.sample.title}
          </figcaption>
          <div ref={sample} dangerouslySetInnerHTML={{ __html: loaderData.sampleHtml }} />
        </figure>
        {loaderData.sampleTypes && <SampleTypesAfterIdle src={loaderData.sampleTypes} />}
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
