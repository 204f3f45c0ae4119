import { useEffect } from "react";
import { describeChoice } from "./color-mode/state";
import { applyColorMode, useColorMode } from "./color-mode/use-color-mode";
import { siteConfig } from "../site-config";
import type { ColorModeConfig } from "../../contracts/config/schema";

/** Nothing at all when the switch is disabled (this site: dark only, behaviour §1). */
export function ColorModeToggle({ config = siteConfig.colorMode }: { config?: ColorModeConfig }) {
  if (config.disableSwitch) return null;
  return <Toggle config={config} />;
}

function Toggle({ config }: { config: ColorModeConfig }) {
  const { choice, mode, toggle } = useColorMode(config);
  useEffect(() => applyColorMode(mode), [mode]);
  return (
    <button
      type="button"
      className="rounded p-1.5 text-muted hover:bg-raised hover:text-ink"
      aria-label={`Switch colour mode (currently ${describeChoice(choice, mode)})`}
      onClick={toggle}
    >
      <span aria-hidden="true">{choice === null ? "◐" : mode === "dark" ? "☾" : "☀"}</span>
    </button>
  );
}
