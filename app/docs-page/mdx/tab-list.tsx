import { useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from "react";
import { chooseTab, chosenTab, onTabChoice, tabGroupKey } from "./tab-choice";

export const tabId = (baseId: string, index: number) => `${baseId}-tab-${index}`;
export const panelId = (baseId: string, index: number) => `${baseId}-panel-${index}`;

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The buttons of a tab group (WAI-ARIA tabs: arrow keys, Home and End move
 * between tabs). An island: the panels are static markup beside it, shown and
 * hidden here by their ids, which tabs.tsx gave them.
 */
export function TabList({ labels, baseId }: { labels: string[]; baseId: string }) {
  const group = tabGroupKey(labels);
  const choice = useSyncExternalStore(
    onTabChoice,
    () => chosenTab(group),
    () => undefined,
  );
  const active = Math.max(0, choice === undefined ? 0 : labels.indexOf(choice));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Before the browser paints: a kept choice never shows the first tab's panel for a frame.
  useLayoutEffect(() => {
    labels.forEach((_, index) =>
      document.getElementById(panelId(baseId, index))?.toggleAttribute("hidden", index !== active),
    );
  }, [labels, baseId, active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(active, labels.length);
    chooseTab(group, labels[next] ?? "");
    buttons.current[next]?.focus();
  };

  return (
    <div role="tablist" className="flex gap-1 border-b border-line" onKeyDown={onKeyDown}>
      {labels.map((label, index) => (
        <button
          key={label}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          role="tab"
          type="button"
          id={tabId(baseId, index)}
          aria-selected={index === active}
          aria-controls={panelId(baseId, index)}
          tabIndex={index === active ? 0 : -1}
          onClick={() => chooseTab(group, label)}
          className={`-mb-px border-b-2 px-3 py-1.5 text-sm ${
            index === active ? "border-accent text-ink" : "border-transparent text-muted hover:text-ink"
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
