import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { javascript } from "@codemirror/lang-javascript";
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from "@codemirror/language";
import { EditorSelection, EditorState } from "@codemirror/state";
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from "@codemirror/view";
import { tags } from "@lezer/highlight";
import { MONO_FONT_FAMILY } from "../../../contracts/font-stacks";

/** Token colours for the dark page, each at least 4.5:1 on the editor's background. */
const highlight = HighlightStyle.define([
  { tag: [tags.keyword, tags.operatorKeyword, tags.modifier], color: "#c4b5fd" },
  { tag: [tags.string, tags.special(tags.string)], color: "#86efac" },
  { tag: [tags.number, tags.bool, tags.null], color: "#fdba74" },
  { tag: [tags.comment], color: "#9ca3af", fontStyle: "italic" },
  { tag: [tags.typeName, tags.className], color: "#7dd3fc" },
  { tag: [tags.function(tags.variableName), tags.function(tags.propertyName)], color: "#fde68a" },
  { tag: [tags.propertyName], color: "#e5e7eb" },
]);

const theme = EditorView.theme(
  {
    "&": { backgroundColor: "#0f1217", color: "#e5e7eb", fontSize: "14px", minHeight: "100%" },
    ".cm-content": { fontFamily: MONO_FONT_FAMILY },
    ".cm-gutters": { backgroundColor: "#0f1217", color: "#9ca3af", border: "none" },
    ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "#1a1f27" },
    "&.cm-focused": { outline: "2px solid #4ade80", outlineOffset: "2px" },
  },
  { dark: true },
);

export interface CodeEditor {
  getCode(): string;
  setCode(code: string): void;
  /** Puts the cursor at a 1-based line and column and focuses the editor. */
  goTo(line: number, column?: number): void;
  /** Focuses the editor, with the cursor at the text under a point of the viewport when one is given. */
  focusAt(point?: { x: number; y: number }): void;
  destroy(): void;
}

/**
 * CodeMirror 6 with TypeScript highlighting. Tab is left to the browser (it
 * moves focus, as everywhere on the page); Ctrl/⌘+Enter runs the program.
 */
export function createCodeEditor(
  parent: HTMLElement,
  {
    code,
    label,
    onChange,
    onRun,
  }: { code: string; label: string; onChange: (code: string) => void; onRun: () => void },
): CodeEditor {
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: code,
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightActiveLine(),
        drawSelection(),
        history(),
        indentOnInput(),
        bracketMatching(),
        javascript({ typescript: true }),
        syntaxHighlighting(highlight),
        theme,
        // Wrapped lines and a height that follows the text: no scroll box inside the page, whose
        // contents a keyboard could not reach (axe's scrollable-region-focusable).
        EditorView.lineWrapping,
        keymap.of([
          {
            key: "Mod-Enter",
            run: () => {
              onRun();
              return true;
            },
          },
          ...defaultKeymap,
          ...historyKeymap,
        ]),
        EditorView.contentAttributes.of({ "aria-label": label }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  return {
    getCode: () => view.state.doc.toString(),
    setCode(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    goTo(line, column = 1) {
      const { doc } = view.state;
      const target = doc.line(Math.min(Math.max(1, line), doc.lines));
      const position = Math.min(target.from + column - 1, target.to);
      view.dispatch({ selection: EditorSelection.cursor(position), scrollIntoView: true });
      view.focus();
    },
    focusAt(point) {
      const position = point ? view.posAtCoords(point) : null;
      if (position !== null) view.dispatch({ selection: EditorSelection.cursor(position) });
      view.focus();
    },
    destroy: () => view.destroy(),
  };
}
