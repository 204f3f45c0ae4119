import { afterEach, describe, expect, it, vi } from "vitest";
import { easeStep, SCROLL_EASING_FACTOR } from "../../../app/lib/scroll/easing";
import { scrollWindowTo } from "../../../app/lib/scroll/scroll-to";

describe("scroll easing step", () => {
  it("leaves 85% of the remaining distance after each frame", () => {
    expect(SCROLL_EASING_FACTOR).toBe(0.85);
    expect(easeStep(0, 1000)).toEqual({ y: 150, done: false });
    expect(easeStep(150, 1000).y).toBeCloseTo(277.5);
    // Upwards too.
    expect(easeStep(1000, 0)).toEqual({ y: 850, done: false });
  });
  it("snaps to the target within half a pixel, so it always ends", () => {
    expect(easeStep(999.6, 1000)).toEqual({ y: 1000, done: true });
    let y = 0;
    let frames = 0;
    for (let step = easeStep(y, 2000); !step.done; step = easeStep(y, 2000)) {
      y = step.y;
      frames += 1;
    }
    expect(frames).toBeLessThan(60);
  });
});

describe("scrollWindowTo", () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeWindow({ native, reduced }: { native: boolean; reduced: boolean }) {
    const frames: (() => void)[] = [];
    const calls: unknown[] = [];
    const win = {
      scrollY: 0,
      matchMedia: (query: string) => ({ matches: reduced && query.includes("reduce") }),
      scrollTo: (arg: number | { top: number }, y?: number) => {
        calls.push(arg);
        win.scrollY = typeof arg === "number" ? (y ?? 0) : arg.top;
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    vi.stubGlobal("window", win);
    vi.stubGlobal("document", { documentElement: { style: native ? { scrollBehavior: "" } : {} } });
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
    vi.stubGlobal("cancelAnimationFrame", () => {});
    return { win, frames, calls };
  }

  it("jumps when the reader prefers reduced motion", () => {
    const { win, calls } = fakeWindow({ native: true, reduced: true });
    scrollWindowTo(800);
    expect(calls).toEqual([{ top: 800, behavior: "instant" }]);
    expect(win.scrollY).toBe(800);
  });

  it("uses the browser's smooth scrolling where it exists", () => {
    const { calls } = fakeWindow({ native: true, reduced: false });
    scrollWindowTo(800);
    expect(calls).toEqual([{ top: 800, behavior: "smooth" }]);
  });

  it("otherwise animates frame by frame with the 0.85 easing", () => {
    const { win, frames } = fakeWindow({ native: false, reduced: false });
    scrollWindowTo(1000);
    const positions: number[] = [];
    while (frames.length) {
      frames.shift()?.();
      positions.push(win.scrollY);
    }
    expect(positions[0]).toBeCloseTo(150);
    expect(positions[1]).toBeCloseTo(277.5);
    expect(positions.at(-1)).toBe(1000);
  });
});
