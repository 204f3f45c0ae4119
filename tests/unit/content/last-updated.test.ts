import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatLastUpdated, gitLastUpdated } from "../../../app/content-pipeline/.server/content/last-updated";

/**
 * "Last updated" comes from git history, and a checkout without that history
 * must give no date at all rather than a wrong one: a shallow clone would
 * otherwise date every page at its one commit, and a tarball has no git.
 */
describe("last updated dates from git", () => {
  let root: string;
  let repo: string;
  const git = (cwd: string, ...args: string[]) =>
    execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const commit = (file: string, text: string, date: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
    git(repo, "add", file);
    execFileSync("git", ["commit", "-q", "-m", `edit ${file}`], {
      cwd: repo,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "last-updated-"));
    repo = path.join(root, "repo");
    fs.mkdirSync(repo);
    git(repo, "init", "-q", "-b", "main");
    git(repo, "config", "user.email", "docs@example.test");
    git(repo, "config", "user.name", "Docs");
    commit("content/docs/a.mdx", "a1", "2026-01-02T10:00:00Z");
    commit("content/docs/b.mdx", "b1", "2026-02-03T10:00:00Z");
    commit("content/docs/a.mdx", "a2", "2026-03-04T10:00:00Z");
    commit("README.md", "outside the content", "2026-04-05T10:00:00Z");
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("dates each file at the newest commit that changed it", () => {
    const dates = gitLastUpdated(path.join(repo, "content"));
    expect(dates.get(path.join(repo, "content/docs/a.mdx"))?.toISOString()).toBe("2026-03-04T10:00:00.000Z");
    expect(dates.get(path.join(repo, "content/docs/b.mdx"))?.toISOString()).toBe("2026-02-03T10:00:00.000Z");
    expect(dates.has(path.join(repo, "README.md"))).toBe(false);
  });

  it("gives no dates in a shallow clone, whose one commit would date every file", () => {
    const shallow = path.join(root, "shallow");
    git(root, "clone", "-q", "--depth", "1", `file://${repo}`, shallow);
    expect(gitLastUpdated(path.join(shallow, "content")).size).toBe(0);
  });

  it("gives no dates in a copy without a repository (a tarball)", () => {
    const tarball = path.join(root, "tarball");
    fs.cpSync(path.join(repo, "content"), path.join(tarball, "content"), { recursive: true });
    expect(gitLastUpdated(path.join(tarball, "content")).size).toBe(0);
  });

  it("prints the date in UTC whatever the build's time zone", () => {
    expect(formatLastUpdated(new Date("2026-03-04T23:30:00-05:00"))).toBe("5 March 2026");
  });
});
