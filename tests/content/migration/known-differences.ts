// Differences between blessed 0.1.81 and @unblessed/blessed 1.0.0-alpha.23
// that the guide's checklist does not remove. Each is listed on the guide
// under the heading whose id is `section`; the comparison test fails when a
// scenario shows a difference that is not here, or when one of these is gone.

export interface KnownDifference {
  /** Id of the guide's heading that describes it. */
  section: string;
  /** Matches the lines `differences()` reports for it. */
  pattern: RegExp;
  /** blessed widgets whose row in the guide's table says "changed" because of it. */
  widgets: string[];
}

export const KNOWN_DIFFERENCES = {
  // RadioButton draws `[x]`/`[ ]` where blessed drew `(*)`/`( )`: its render() sets the
  // round brackets and then calls Checkbox's, which overwrites them.
  radioGlyphs: {
    section: "radio-buttons-look-like-checkboxes",
    pattern: /: "[()* ]+" → "[[\]x ]+"$/,
    widgets: ["RadioButton", "RadioSet"],
  },
  // Form.submit() (and next()/previous()) look at the form's children and their
  // children only; blessed walked the whole tree. nested-form.cjs has a field three levels down.
  formDepth: {
    section: "a-form-looks-two-levels-deep",
    pattern: /^final row 10 col 19: ","email":true,"sms":false}" → "} +"$/,
    widgets: ["Form"],
  },
} as const satisfies Record<string, KnownDifference>;
