/**
 * Sentences of the library's doc comments that say something false about the
 * pinned packages, and what really happens. The API generator puts our
 * sentence, labelled "In fact:", right after the paragraph or list that holds
 * the false one, wherever that comment is shown (the declaring page and every
 * page that inherits the member). tests/content/probes/reference-facts.test.ts
 * runs each fact, and checks that every correction still finds its sentence.
 */
export interface DocCorrection {
  /** Part of the library's sentence, exactly as its comment has it. */
  wrong: string;
  /** What happens instead, in one or two sentences. */
  fact: string;
  /** The slug of the page that declares the comment (the test reads it there). */
  page: string;
}

export const DOC_CORRECTIONS: readonly DocCorrection[] = [
  {
    wrong: "Automatically hides the dialog when pressed on dialog or any child element",
    fact: "Escape pressed while the dialog itself has the focus does nothing, and that is where `show()` puts it. Escape hides the dialog only when it is pressed on an element inside it: focus one (a button, a field) after `show()`.",
    page: "widgets.dialog.Class.Dialog",
  },
  {
    wrong: "A function that is called when vi mode is enabled and the key / is pressed",
    fact: "It is never called. The list's handler looks for `/` and `?` in `key.ch`, a field the key parser never sets, so neither key searches, with or without `vi`.",
    page: "widgets.list.Interface.ListOptions",
  },
  {
    wrong: "Image rendering type: ansi, overlay, or w3m.",
    fact: 'only "ansi" (the default, which gives an ANSIImage) and "overlay" (an OverlayImage) work; "w3m", like any other value, throws "`type` must either be `ansi` or `overlay`."',
    page: "widgets.image.Interface.ImageOptions",
  },
  {
    wrong: "Border object, see below.",
    fact: 'Nothing follows it: the type lists what `border` takes, `"line"`, `"bg"` or a Border object such as `{ type: "line" }`. Left out, the element has no border.',
    page: "widgets.element.Interface.ElementOptions",
  },
];

/** The corrections whose false sentence `text` holds; a run of white space counts as one space. */
export function correctionsIn(
  text: string,
  corrections: readonly DocCorrection[] = DOC_CORRECTIONS,
): readonly DocCorrection[] {
  const flat = text.replace(/\s+/g, " ");
  return corrections.filter((correction) => flat.includes(correction.wrong));
}
