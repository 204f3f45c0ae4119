import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";
import { answersAreGenerated, ask } from "../ask-ai/ask";
import { AskAiError, type ChatTurn } from "../ask-ai/chat-stream";
import type { Passage } from "../ask-ai/passages";

/** Shown above the conversation only when a model writes the answers (answersAreGenerated). */
export const AI_DISCLAIMER = "Answers are generated with AI which can make mistakes. Verify responses.";

interface Turn {
  question: string;
  answer: string;
  passages: Passage[];
  status: "retrieving" | "streaming" | "done" | "stopped" | "error";
  error?: string;
}

/**
 * Ask AI: a conversation about the docs. Each question retrieves passages
 * and streams an answer that cites them; follow-ups carry the earlier turns.
 * Leaving the mode (Escape, Back) or closing the modal aborts the request in
 * flight, so nothing keeps streaming into a closed panel.
 */
export function AskAiPanel({
  initialQuestion,
  onLink,
  onBack,
}: {
  initialQuestion: string;
  onLink: (event: MouseEvent<HTMLAnchorElement>, url: string) => void;
  onBack: () => void;
}) {
  const [turns, setTurns] = useState<Turn[]>(() => [
    { question: initialQuestion.trim(), answer: "", passages: [], status: "retrieving" },
  ]);
  const [draft, setDraft] = useState("");
  const controller = useRef<AbortController | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const busy = turns.some((turn) => turn.status === "retrieving" || turn.status === "streaming");

  const update = (index: number, change: Partial<Turn> | ((turn: Turn) => Partial<Turn>)) =>
    setTurns((all) =>
      all.map((turn, i) =>
        i === index ? { ...turn, ...(typeof change === "function" ? change(turn) : change) } : turn,
      ),
    );

  /** Answers turn `index`; state is only touched after the first await, so an effect may start it. */
  const run = async (index: number, question: string, previous: readonly Turn[]) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const history: ChatTurn[] = previous
      .filter((turn) => turn.status === "done")
      .map((turn) => ({ question: turn.question, answer: turn.answer }));
    try {
      const result = await ask(question, history, abort.signal);
      if (abort.signal.aborted) return;
      update(index, { passages: result.passages, status: "streaming" });
      for await (const piece of result.answer) {
        if (abort.signal.aborted) break;
        update(index, (turn) => ({ answer: turn.answer + piece }));
      }
      update(index, { status: abort.signal.aborted ? "stopped" : "done" });
    } catch (error) {
      if (abort.signal.aborted) return;
      const message =
        error instanceof AskAiError
          ? error.message
          : "The docs could not be searched for an answer. Check your connection and try again.";
      update(index, { status: "error", error: message });
    }
  };

  useEffect(() => {
    // run() sets state only after its first await, never synchronously here.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void run(0, initialQuestion.trim(), []);
    return () => controller.current?.abort();
    // Asked once when the mode opens; follow-ups go through the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const question = draft.trim();
    if (!question || busy) return;
    setDraft("");
    setTurns([...turns, { question, answer: "", passages: [], status: "retrieving" }]);
    void run(turns.length, question, turns);
  };

  const stop = () => {
    controller.current?.abort();
    setTurns((all) =>
      all.map((turn) =>
        turn.status === "retrieving" || turn.status === "streaming" ? { ...turn, status: "stopped" } : turn,
      ),
    );
  };

  return (
    <section className="ask-ai" aria-label="Ask AI">
      <div className="ask-ai-bar">
        <button type="button" className="search-text-button" onClick={onBack}>
          ← Back to keyword search
        </button>
        <span className="kbd" aria-hidden="true">
          Esc
        </span>
      </div>
      {/* A retrieved answer quotes the docs and says so in its first line: nothing there is generated. */}
      {answersAreGenerated() ? <p className="ask-ai-disclaimer">{AI_DISCLAIMER}</p> : null}
      <div className="ask-ai-log" aria-live="polite" aria-busy={busy}>
        {turns.map((turn, i) => (
          <article key={i} className="ask-ai-turn" data-status={turn.status}>
            <p className="ask-ai-question">{turn.question}</p>
            {turn.status === "retrieving" ? <p className="ask-ai-pending">Searching the docs…</p> : null}
            {turn.answer ? (
              <div className="ask-ai-answer">
                <AnswerText text={turn.answer} passages={turn.passages} onLink={onLink} />
              </div>
            ) : null}
            {turn.status === "stopped" ? <p className="ask-ai-pending">Stopped.</p> : null}
            {turn.status === "error" ? (
              <p className="ask-ai-error" role="alert">
                {turn.error}
              </p>
            ) : null}
            {turn.passages.length > 0 && turn.status !== "error" ? (
              <div className="ask-ai-sources">
                <p className="ask-ai-sources-title">Sources</p>
                <ol>
                  {turn.passages.map((passage) => (
                    <li key={passage.n} value={passage.n}>
                      <a href={passage.url} onClick={(event) => onLink(event, passage.url)}>
                        {passage.page} › {passage.title}
                      </a>
                    </li>
                  ))}
                </ol>
              </div>
            ) : null}
          </article>
        ))}
      </div>
      <form className="ask-ai-form" onSubmit={onSubmit}>
        <label htmlFor="ask-ai-input" className="sr-only">
          Ask a follow-up question
        </label>
        <textarea
          id="ask-ai-input"
          ref={inputRef}
          className="ask-ai-input"
          rows={1}
          value={draft}
          placeholder="Ask a follow-up question"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) onSubmit(event);
          }}
        />
        {busy ? (
          <button type="button" className="button-secondary" onClick={stop}>
            Stop
          </button>
        ) : (
          <button type="submit" className="button-primary" disabled={!draft.trim()}>
            Ask
          </button>
        )}
      </form>
    </section>
  );
}

/** Answer text with its [n] markers turned into links to the cited passages; everything else stays text. */
function AnswerText({
  text,
  passages,
  onLink,
}: {
  text: string;
  passages: readonly Passage[];
  onLink: (event: MouseEvent<HTMLAnchorElement>, url: string) => void;
}) {
  const parts = text.split(/(\[\d+\])/);
  return (
    <>
      {parts.map((part, i) => {
        const cited = /^\[(\d+)\]$/.exec(part);
        const passage = cited ? passages.find((p) => p.n === Number(cited[1])) : undefined;
        return passage ? (
          <a
            key={i}
            href={passage.url}
            className="ask-ai-citation"
            aria-label={`Source ${passage.n}: ${passage.page} › ${passage.title}`}
            onClick={(event) => onLink(event, passage.url)}
          >
            [{passage.n}]
          </a>
        ) : (
          <span key={i}>{part}</span>
        );
      })}
    </>
  );
}
