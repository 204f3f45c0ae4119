/** Which of the playground's two parts a phone shows; a desktop shows both. */
export type PlaygroundView = "code" | "terminal";

const VIEWS: ReadonlyArray<{ view: PlaygroundView; label: string }> = [
  { view: "code", label: "Code" },
  { view: "terminal", label: "Terminal" },
];

/**
 * Below the desktop width, the editor and the terminal take turns in one
 * place: two pressed-or-not buttons switch them (Run switches to the
 * terminal). From the desktop width up both are shown and the switch is not.
 */
export function ViewSwitch({
  view,
  onChange,
  controls,
}: {
  view: PlaygroundView;
  onChange: (view: PlaygroundView) => void;
  /** The ids of the editor's and the terminal's sections, in VIEWS' order. */
  controls: Record<PlaygroundView, string>;
}) {
  return (
    <div role="group" aria-label="Show" className="playground-views" data-playground-views>
      {VIEWS.map((entry) => (
        <button
          key={entry.view}
          type="button"
          aria-pressed={view === entry.view}
          aria-controls={controls[entry.view]}
          onClick={() => onChange(entry.view)}
        >
          {entry.label}
        </button>
      ))}
    </div>
  );
}
