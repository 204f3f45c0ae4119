import { launchChromium } from "./tests/browser/support/chromium.ts";
const browser = await launchChromium();
for (const [name, width] of [["desktop", 1280], ["mobile", 390]] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const slug of process.argv.slice(2)) {
    await page.goto(`http://127.0.0.1:5199/docs/guides/${slug}`, { waitUntil: "networkidle", timeout: 180000 });
    await page.screenshot({ path: `/tmp/ga/${slug}-${name}.png`, fullPage: false });
    if (name === "desktop") {
      const panel = page.locator("figure, [data-sample-output], .sample-output").first();
      console.log(slug, "panels:", await page.locator("pre").count());
    }
  }
  await page.close();
}
await browser.close();
