import { describe, expect, it } from "vitest";
import { checkDuplicates } from "../../../build-scripts/checks/duplicates";
import { checkImages } from "../../../build-scripts/checks/images";
import { checkLinks } from "../../../build-scripts/checks/links";
import { checkMeta } from "../../../build-scripts/checks/meta";
import { formatReport } from "../../../build-scripts/checks/report";
import { runChecks } from "../../../build-scripts/checks/run";
import { loadFixture } from "./fixture";

describe("broken links", () => {
  const findings = checkLinks(loadFixture("broken-link"));

  it("are errors naming the source line and the closest valid route", () => {
    expect(findings.every((finding) => finding.severity === "error")).toBe(true);
    expect(findings.map((finding) => finding.message).sort()).toEqual([
      "shared.txt:3: link to /docs/nowhere has no page; closest valid route: /docs/a (on 2 pages)",
      "src/a.mdx:8: link to /docs/concepts/event has no page; closest valid route: /docs/concepts/events",
    ]);
  });

  it("ignore external links, build files and hrefs inside scripts", () => {
    const text = formatReport(findings);
    for (const ignored of ["example.com", "/logo.svg", "/docs/not-a-link", "/docs/in-script", "/docs/b "])
      expect(text).not.toContain(ignored);
  });

  it("name the page when a component wrote the link", () => {
    const input = loadFixture("broken-link");
    const [finding] = checkLinks({ ...input, sharedSources: [] }).filter((f) => f.message.includes("nowhere"));
    expect(finding?.message).toContain("src/a.mdx (page /docs/a, written by a component): link to /docs/nowhere");
  });
});

describe("links in the wrong trailing-slash form", () => {
  const messages = (trailingSlash: boolean) =>
    checkLinks({ ...loadFixture("non-canonical-link"), trailingSlash })
      .filter((finding) => finding.rule === "non-canonical-link")
      .map((finding) => `${finding.severity}: ${finding.message}`)
      .sort();

  it("are errors with trailingSlash: false when a page link ends in /", () => {
    expect(messages(false)).toEqual([
      "error: page /docs/a: link to /docs/b/ is not the page's address with trailingSlash: false; write /docs/b",
      "error: page /docs/a: link to /docs/b/#intro is not the page's address with trailingSlash: false; write /docs/b#intro",
    ]);
  });

  it("are errors with trailingSlash: true when a page link does not end in /", () => {
    expect(messages(true)).toEqual([
      "error: page /docs/a: link to /docs/b is not the page's address with trailingSlash: true; write /docs/b/",
      "error: page /docs/b: link to /docs/a is not the page's address with trailingSlash: true; write /docs/a/",
    ]);
  });
});

describe("broken anchors", () => {
  const findings = checkLinks(loadFixture("broken-anchor"));

  it("only warn, naming source and target; a hash holding state (#code=…) is no anchor", () => {
    expect(findings).toEqual([
      {
        rule: "broken-anchor",
        severity: "warning",
        message: 'src/a.mdx:6: link to /docs/b#teardown: page /docs/b has no element with id "teardown"',
      },
      {
        rule: "broken-anchor",
        severity: "warning",
        message:
          'src/a.mdx (page /docs/a, written by a component): link to #overview: page /docs/a has no element with id "overview"',
      },
    ]);
  });
});

describe("missing images", () => {
  it("fail naming file and line, allowing external images and code samples", () => {
    expect(checkImages(loadFixture("missing-image"))).toEqual([
      {
        rule: "missing-image",
        severity: "error",
        message: "src/a.mdx:8: image ./img/absent.png not found (looked for src/img/absent.png)",
      },
    ]);
  });
});

describe("page metadata", () => {
  it("fails a page without the pageMeta tags and passes one with them", () => {
    const findings = checkMeta(loadFixture("missing-meta"));
    expect(findings).toHaveLength(1);
    expect(findings[0]?.severity).toBe("error");
    expect(findings[0]?.message).toBe(
      "page /docs/bare: missing name:description, rel:canonical, property:og:title, property:og:description, property:og:url, property:og:type, name:twitter:card, name:twitter:title, name:twitter:description; build its meta with pageMeta() from app/shell/meta.ts",
    );
  });
});

describe("duplicate routes", () => {
  it("warn naming both sources", () => {
    const { duplicates } = loadFixture("duplicate-route");
    expect(checkDuplicates(duplicates)).toEqual([
      {
        rule: "duplicate-route",
        severity: "warning",
        message:
          "route /docs/guide is claimed by content/docs/guide.mdx and content/docs/guide/index.mdx; the first one is used",
      },
    ]);
  });
});

describe("the report", () => {
  it("lists errors before warnings", () => {
    const input = loadFixture("broken-anchor");
    const text = formatReport([
      ...runChecks({ ...input, routes: new Set(["/docs/a"]) }).filter((f) => f.rule !== "missing-meta"),
    ]);
    expect(text.indexOf("error")).toBeLessThan(text.indexOf("warning"));
    expect(text).toMatch(/^2 errors:\n {2}\[broken-link\] src\/a\.mdx:6: link to \/docs\/b#setup has no page/);
  });
});
