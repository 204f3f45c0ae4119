/**
 * What an option really does on one widget where its doc comment says
 * otherwise, for that widget's Options table (app/api-reference/.server/generator/options.ts).
 * Each note is a fact run against the pinned packages in
 * tests/content/probes/api-option-notes.test.ts; a note for a class or an
 * option the table does not have fails the build, naming the closest ones.
 */
export const OPTION_NOTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Form: {
    keys: "Form ignores it. No key moves between its fields, submits or cancels it; Tab and Shift+Tab move the focus because the screen handles them, with or without this option.",
    vi: "Form ignores it, as it does keys: j and k do not move between its fields.",
  },
  Image: {
    type: 'Only "ansi" and "overlay" work. "w3m", and "ansiimage" (the type of the widget "ansi" gives you), throw "`type` must either be `ansi` or `overlay`."',
  },
  OverlayImage: {
    ansi: 'OverlayImage ignores it and always hands the picture to w3mimgdisplay. For ANSI art, use ANSIImage, or Image with type: "ansi".',
  },
};
