import type { SiteManifest } from "../../app/content-pipeline/.server/content/manifest";
import type { Finding } from "./types";

/** The manifest keeps the first source for a URL and collects the rest; say so, naming both. */
export function checkDuplicates(duplicates: SiteManifest["duplicates"]): Finding[] {
  return duplicates.map((duplicate) => ({
    rule: "duplicate-route",
    severity: "warning",
    message: `route ${duplicate.path} is claimed by ${duplicate.sources.join(" and ")}; the first one is used`,
  }));
}
