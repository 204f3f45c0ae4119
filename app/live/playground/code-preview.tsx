/**
 * The playground's code before the editor starts: the same text, font and
 * line numbers as the editor, in plain text. Focusing it (Tab, a click, a
 * tap) starts the editor with the cursor where the reader pointed.
 */
export function CodePreview({
  code,
  onStart,
}: {
  code: string;
  onStart: (how: { point?: { x: number; y: number } }) => void;
}) {
  const lines = code.split("\n");
  return (
    <pre
      tabIndex={0}
      aria-label="Program source (TypeScript), focus to edit"
      className="code-preview"
      data-editor-preview
      onPointerDown={(event) => {
        // Before the browser focuses the preview, so that the cursor lands where the reader pointed.
        event.preventDefault();
        onStart({ point: { x: event.clientX, y: event.clientY } });
      }}
      onFocus={() => onStart({})}
    >
      {lines.map((line, index) => (
        // Lines have no identity of their own; the index is what they are.
        <span key={index}>{index < lines.length - 1 ? `${line}\n` : line}</span>
      ))}
    </pre>
  );
}
