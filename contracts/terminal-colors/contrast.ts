/**
 * The minimum-contrast rule xterm.js applies with its `minimumContrastRatio`
 * option (xterm 6, src/common/Color.ts), restated so the build paints
 * captured frames with the very colours the live terminal shows. Text that
 * falls short of the ratio is stepped away from its background: towards
 * white or black, whichever the text already leans to, by a tenth of the
 * remaining way per step; if that direction cannot reach the ratio, the other
 * is tried and the better of the two kept.
 */

type Rgb = [number, number, number];

export function fromHex(color: string): Rgb {
  const value = color.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

export function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2.0 relative luminance (its 0.03928 threshold, as xterm.js uses). */
function luminance([r, g, b]: Rgb): number {
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const ratioOf = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  return ratioOf(luminance(fromHex(a)), luminance(fromHex(b)));
}

function darken(fg: Rgb, bgLuminance: number, ratio: number): Rgb {
  let rgb: Rgb = [...fg];
  while (ratioOf(luminance(rgb), bgLuminance) < ratio && rgb.some((v) => v > 0)) {
    rgb = rgb.map((v) => v - Math.ceil(v * 0.1)) as Rgb;
  }
  return rgb;
}

function lighten(fg: Rgb, bgLuminance: number, ratio: number): Rgb {
  let rgb: Rgb = [...fg];
  while (ratioOf(luminance(rgb), bgLuminance) < ratio && rgb.some((v) => v < 255)) {
    rgb = rgb.map((v) => Math.min(255, v + Math.ceil((255 - v) * 0.1))) as Rgb;
  }
  return rgb;
}

/** The colour text is drawn in on `bg`: `fg` itself when it stands out by `ratio`, else the adjusted colour. */
export function withContrast(fg: string, bg: string, ratio: number): string {
  const text = fromHex(fg);
  const bgL = luminance(fromHex(bg));
  const fgL = luminance(text);
  if (ratioOf(fgL, bgL) >= ratio) return fg;
  const [first, second] = fgL < bgL ? [darken, lighten] : [lighten, darken];
  const a = first(text, bgL, ratio);
  const aRatio = ratioOf(luminance(a), bgL);
  if (aRatio >= ratio) return toHex(a);
  const b = second(text, bgL, ratio);
  return toHex(aRatio > ratioOf(luminance(b), bgL) ? a : b);
}
