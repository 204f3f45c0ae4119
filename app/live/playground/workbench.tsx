import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { PrefetchLink } from "../../common/prefetch/prefetch-link";
import type { RunRequest } from "../terminal/playground-terminal";
import { warmSandbox } from "../sandbox/sandbox-frame";
import { warmOnIntent, WARM_ON_INTENT_HANDLERS } from "../sandbox/warm-on-intent";
import { describeStatus, isActive, type RunStatus } from "../terminal/run-status";
import { TERMINAL_SIZES, terminalSize } from "../run/terminal-size";
import { DAMAGED_MESSAGES, type LinkedSample, readLocation } from "../../../contracts/playground-url";
import { clearDraft, readDraft, writeDraft } from "./drafts";
import type { PlaygroundExample } from "../../../contracts/playground";
import type { CodeEditor } from "./code-editor";
import { CodePreview } from "./code-preview";
import { LINKED_ID, playgroundLink } from "./playground-link";
import { ShareStatus, useShare } from "./share-control";
import { type PlaygroundView, ViewSwitch } from "./view-switch";

// The terminal and the runtime load on the first Run, not with the editor.
const PlaygroundTerminal = lazy(() => {
  warmSandbox();
  return import("../terminal/playground-terminal");
});

/** The ids of the two sections, for the phone's view switch. */
const EDITOR_SECTION_ID = "playground-editor";
const TERMINAL_SECTION_ID = "playground-terminal";

interface Start {
  examples: PlaygroundExample[];
  example: PlaygroundExample;
  code: string;
  linked?: LinkedSample;
  /** The link's `#code=` could not be read: the sentence saying so. */
  damaged?: string;
  /**
   * The reader's saved draft of the example, when the link brought other code.
   * Until the reader chooses, edits stay in the link and the draft is kept.
   */
  keptDraft?: string;
}

/** Where the reader starts: a linked docs sample, else the code in the link, else their draft, else the example. */
function initialState(examples: PlaygroundExample[]): Start {
  const location = readLocation(window.location.search, window.location.hash);
  if (location.sample && location.code !== undefined) {
    const { filename, page } = location.sample;
    const linked: PlaygroundExample = { id: LINKED_ID, filename, page, code: location.code };
    return { examples: [linked, ...examples], example: linked, code: location.code, linked: location.sample };
  }
  const example = examples.find((candidate) => candidate.id === location.example) ?? examples[0];
  if (!example) throw new Error("the playground has no examples: mark a docs sample with `live`");
  const draft = readDraft(example.id);
  const damaged = location.damaged && `${DAMAGED_MESSAGES[location.damaged]}: here is the ${example.filename} example.`;
  if (location.code === undefined)
    return { examples, example, code: draft ?? example.code, ...(damaged ? { damaged } : {}) };
  return {
    examples,
    example,
    code: location.code,
    ...(draft !== undefined && draft !== location.code ? { keptDraft: draft } : {}),
  };
}

/** The editor, the buttons and the terminal of /playground. */
export default function Workbench({ examples: docsExamples }: { examples: PlaygroundExample[] }) {
  const [start] = useState(() => initialState(docsExamples));
  const { examples } = start;
  const [sizeId, setSizeId] = useState("fit");
  const [example, setExample] = useState(start.example);
  const [request, setRequest] = useState<RunRequest | null>(null);
  const [stopRequest, setStopRequest] = useState(0);
  const [status, setStatus] = useState<RunStatus>({ state: "idle" });
  const editorParent = useRef<HTMLDivElement>(null);
  const editor = useRef<CodeEditor | null>(null);
  /**
   * CodeMirror starts when the reader first focuses or taps the code (or asks
   * for a line of it): built with the page, it was a third of a second of
   * main-thread work on a phone before anything could be tapped. Until then
   * the code is shown as text, and Run, Reset and the example menu work on it.
   */
  const [editing, setEditing] = useState(false);
  // The preview stays until CodeMirror's own chunk has loaded and drawn the editor.
  const [editorShown, setEditorShown] = useState(false);
  const [previewCode, setPreviewCode] = useState(start.code);
  const code = useRef(start.code);
  const editorStart = useRef<{ point?: { x: number; y: number }; line?: { line: number; column?: number } }>({});
  const runButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  // Read by the editor's callbacks, which are created once.
  const exampleRef = useRef(example);
  // A saved draft the link's code must not overwrite: drafts are not written while it is set.
  const [keptDraft, setKeptDraft] = useState(start.keptDraft);
  const keptDraftRef = useRef(start.keptDraft);
  const [damaged, setDamaged] = useState(start.damaged);
  /** A phone shows the editor or the terminal; Run shows the terminal. */
  const [view, setView] = useState<PlaygroundView>("code");
  const terminalSection = useRef<HTMLElement>(null);
  /** The code Reset replaced, offered back by Undo until the reader edits or picks another example. */
  const [beforeReset, setBeforeReset] = useState<string | undefined>(undefined);

  const run = useCallback(() => {
    setRequest((previous) => ({
      source: editor.current?.getCode() ?? code.current,
      filename: exampleRef.current.filename,
      id: (previous?.id ?? 0) + 1,
    }));
    // The terminal takes the editor's place on a phone; wherever the reader had scrolled, it is brought in view.
    // Only when it is out of view: on a desktop it sticks below the navbar, or the window's top when the navbar
    // hides, which the scroll padding would take for a place to scroll away from.
    flushSync(() => setView("terminal"));
    const box = terminalSection.current?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight))
      terminalSection.current?.scrollIntoView({ block: "nearest" });
  }, []);

  /** Keeps the link and the draft in step with the editor. */
  const remember = useCallback(
    (code: string) => {
      const example = exampleRef.current;
      window.history.replaceState(
        window.history.state,
        "",
        playgroundLink(example, code, start.linked, { carryCode: false }),
      );
      if (example.id === LINKED_ID || keptDraftRef.current !== undefined) return;
      if (code !== example.code) writeDraft(example.id, code);
      else clearDraft(example.id);
    },
    [start],
  );

  /** Share copies the current code, always in the link. */
  const { shared, share } = useShare(() =>
    playgroundLink(exampleRef.current, editor.current?.getCode() ?? code.current, start.linked, { carryCode: true }),
  );

  // The page's first state only sets the link: opening a page never writes or clears a draft.
  useEffect(() => {
    keptDraftRef.current ??= "";
    remember(start.code);
    keptDraftRef.current = start.keptDraft;
  }, [start, remember]);

  const keepDraft = (value: string | undefined) => {
    keptDraftRef.current = value;
    setKeptDraft(value);
  };

  useEffect(() => {
    const parent = editorParent.current;
    if (!editing || !parent) return;
    let timer = 0;
    let created: CodeEditor | undefined;
    let cancelled = false;
    // CodeMirror is a chunk of its own, loaded here: the workbench alone no longer evaluates it
    // with the page. If it cannot load, the preview stays and Run still runs the code.
    void import("./code-editor").then(({ createCodeEditor }) => {
      if (cancelled) return;
      created = createCodeEditor(parent, {
        code: code.current,
        label: "Program source (TypeScript)",
        onRun: run,
        onChange: (next) => {
          code.current = next;
          setBeforeReset(undefined);
          window.clearTimeout(timer);
          timer = window.setTimeout(() => remember(next), 250);
        },
      });
      editor.current = created;
      // The preview leaves now, so that the reader's point lands on the editor's text, not on it.
      flushSync(() => setEditorShown(true));
      const { point, line } = editorStart.current;
      if (line) created.goTo(line.line, line.column);
      else created.focusAt(point);
    });
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      created?.destroy();
      editor.current = null;
    };
  }, [editing, run, remember]);

  const startEditing = (how: typeof editorStart.current) => {
    editorStart.current = how;
    setEditing(true);
    // A reader who opens the editor is about to run what they write.
    warmOnIntent();
  };

  const replaceCode = (next: string) => {
    code.current = next;
    if (editor.current) editor.current.setCode(next);
    else setPreviewCode(next);
    remember(next);
  };

  const choose = (id: string) => {
    const next = examples.find((candidate) => candidate.id === id);
    if (!next) return;
    exampleRef.current = next;
    setExample(next);
    keepDraft(undefined);
    setDamaged(undefined);
    setBeforeReset(undefined);
    replaceCode((next.id === LINKED_ID ? undefined : readDraft(next.id)) ?? next.code);
  };

  const reset = () => {
    const current = editor.current?.getCode() ?? code.current;
    replaceCode(example.code);
    // After the replacement, whose change event (an edit, to the editor) withdraws any earlier offer.
    setBeforeReset(current === example.code ? undefined : current);
  };
  const undoReset = () => {
    if (beforeReset !== undefined) replaceCode(beforeReset);
    setBeforeReset(undefined);
  };

  const openDraft = () => {
    const draft = keptDraftRef.current;
    keepDraft(undefined);
    if (draft !== undefined) replaceCode(draft);
  };
  const saveLinkAsDraft = () => {
    keepDraft(undefined);
    remember(editor.current?.getCode() ?? code.current);
  };

  const goTo = (line: number, column?: number) => {
    // On a phone the error is read in the terminal's view; the line is in the editor's.
    flushSync(() => setView("code"));
    if (editor.current) editor.current.goTo(line, column);
    else startEditing({ line: { line, column } });
  };

  const stop = () => {
    setStopRequest((count) => count + 1);
    runButton.current?.focus();
  };

  const onLeave = useCallback(() => stopButton.current?.focus(), []);
  const active = isActive(status);
  const failed = status.state === "failed" ? status.error : undefined;

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-end gap-2">
        <label className="mr-auto flex min-w-0 max-w-full basis-full flex-col text-sm text-muted sm:basis-auto">
          Example
          <select
            className="mt-1 max-w-full rounded-md border border-line bg-surface px-2 py-1.5 text-ink"
            value={example.id}
            onChange={(event) => choose(event.target.value)}
          >
            {examples.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.filename} ({candidate.page.title})
              </option>
            ))}
          </select>
        </label>
        <div className="playground-actions">
          <button
            ref={runButton}
            type="button"
            className="button-primary"
            {...WARM_ON_INTENT_HANDLERS}
            onClick={run}
            aria-keyshortcuts="Control+Enter"
          >
            Run
          </button>
          <button ref={stopButton} type="button" className="button-secondary" onClick={stop} disabled={!active}>
            Stop
          </button>
          <button type="button" className="button-secondary" onClick={reset}>
            Reset
          </button>
          <button type="button" className="button-secondary" onClick={share}>
            Share
          </button>
        </div>
      </div>
      <ShareStatus shared={shared} />
      <div role="status" data-reset-status>
        {beforeReset !== undefined ? (
          <p className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-line p-2 text-sm">
            Back to the {example.id === LINKED_ID ? "sample" : "example"}; the code you had is kept until you edit.
            <button type="button" className="button-secondary px-3 py-1 text-sm" onClick={undoReset}>
              Undo reset
            </button>
          </p>
        ) : null}
      </div>
      {damaged ? (
        <p role="alert" className="mb-3 rounded-md border border-line p-2 text-sm" data-playground-notice>
          {damaged}
        </p>
      ) : null}
      {keptDraft !== undefined ? (
        <div role="status" className="mb-3 rounded-md border border-line p-2 text-sm" data-playground-notice>
          <p>
            This link brought its own code. Your saved draft of {example.filename} is kept: edits stay in the link until
            you choose.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className="button-secondary px-3 py-1 text-sm" onClick={openDraft}>
              Open my draft
            </button>
            <button type="button" className="button-secondary px-3 py-1 text-sm" onClick={saveLinkAsDraft}>
              Replace my draft with this code
            </button>
          </div>
        </div>
      ) : null}
      <ViewSwitch
        view={view}
        onChange={setView}
        controls={{ code: EDITOR_SECTION_ID, terminal: TERMINAL_SECTION_ID }}
      />
      <div className="grid gap-6 desktop:grid-cols-2">
        <section
          id={EDITOR_SECTION_ID}
          aria-labelledby="playground-editor-heading"
          className={view === "code" ? "min-w-0" : "min-w-0 max-desktop:hidden"}
        >
          <h2 id="playground-editor-heading" className="sr-only">
            Editor
          </h2>
          <div ref={editorParent} className="min-h-[26rem] overflow-hidden rounded-lg border border-line" data-editor>
            {editorShown ? null : <CodePreview code={previewCode} onStart={startEditing} />}
          </div>
          <p className="mt-2 text-xs text-muted">
            Ctrl+Enter (⌘+Enter) runs. Types are stripped, not checked.{" "}
            {example.id === LINKED_ID
              ? "Your edits to this sample stay in this link; Reset goes back to the sample on "
              : "Your edits stay in this link and in this browser; Reset goes back to the example of "}
            <PrefetchLink className="text-accent underline" to={example.page.path}>
              {example.page.title}
            </PrefetchLink>
            .
          </p>
        </section>
        <section
          ref={terminalSection}
          id={TERMINAL_SECTION_ID}
          aria-labelledby="playground-terminal-heading"
          className={view === "terminal" ? "playground-terminal" : "playground-terminal max-desktop:hidden"}
        >
          <h2 id="playground-terminal-heading" className="sr-only">
            Terminal
          </h2>
          <label className="mb-3 flex flex-col text-sm text-muted">
            Terminal size
            <select
              className="mt-1 w-fit rounded-md border border-line bg-surface px-2 py-1.5 text-ink"
              value={sizeId}
              onChange={(event) => setSizeId(event.target.value)}
            >
              {TERMINAL_SIZES.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
          </label>
          {request ? (
            <Suspense
              fallback={<div className="live-terminal-frame h-[26rem] text-sm text-muted">Loading the terminal…</div>}
            >
              <PlaygroundTerminal
                request={request}
                stopRequest={stopRequest}
                size={terminalSize(sizeId)}
                onStatus={setStatus}
                onLeave={onLeave}
              />
            </Suspense>
          ) : (
            <div className="flex h-[26rem] items-center justify-center rounded-lg border border-dashed border-line text-sm text-muted">
              Press Run to start the program here.
            </div>
          )}
          <div className="mt-3 text-sm" role="status" data-run-status>
            {failed ? (
              <p className="text-red-300">
                {failed.describe()}{" "}
                {failed.line === undefined ? null : (
                  <button type="button" className="underline" onClick={() => goTo(failed.line ?? 1, failed.column)}>
                    Go to line {failed.line}
                  </button>
                )}
              </p>
            ) : (
              <p className="text-muted">{describeStatus(status, example.filename)}</p>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
