import { afterEach, describe, expect, it, vi } from "vitest";
import { easeStep, SCROLL_EASING_FACTOR } from "../../../app/shell/scroll/easing";
import { scrollWindowTo } from "../../../app/shell/scroll/scroll-to";

describe("scroll easing step", () => {
  it("leaves 85% of the remaining distance after each frame", () => {
    expect(SCROLL_EASING_FACTOR).toBe(0.85);
    expect(easeStep(0, 1000)).toEqual({ y: 150, done: false });
    expect(easeStep(150, 1000).y).toBeCloseTo(277.5);
    // Upwards too.
    expect(easeStep(1000, 0)).toEqual({ y: 850, done: false });
  });
  it("snaps to the target within a pixel, and moves at least one, so it always ends on whole pixels", () => {
    expect(easeStep(999.6, 1000)).toEqual({ y: 1000, done: true });
    expect(easeStep(999.5, 1000.4)).toEqual({ y: 1000, done: true });
    // 15% of 3 px is less than a pixel: a browser keeping whole pixels would never get closer.
    expect(easeStep(997, 1000)).toEqual({ y: 998, done: false });
    let stuck = 5979;
    for (let i = 0; i < 10 && !easeStep(stuck, 5981.6).done; i++) stuck = Math.floor(easeStep(stuck, 5981.6).y);
    expect(easeStep(stuck, 5981.6)).toEqual({ y: 5982, done: true });
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

  function fakeWindow({ native, reduced, height = 100_000 }: { native: boolean; reduced: boolean; height?: number }) {
    const frames: (() => void)[] = [];
    const calls: unknown[] = [];
    const win = {
      scrollY: 0,
      innerHeight: 800,
      matchMedia: (query: string) => ({ matches: reduced && query.includes("reduce") }),
      scrollTo: (arg: number | { top: number }, y?: number) => {
        calls.push(arg);
        win.scrollY = typeof arg === "number" ? (y ?? 0) : arg.top;
      },
      addEventListener: () => {},
      removeEventListener: () => {},
    };
    vi.stubGlobal("window", win);
    vi.stubGlobal("document", {
      documentElement: { style: native ? { scrollBehavior: "" } : {}, scrollHeight: height },
    });
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

  it("follows a destination that moves while it scrolls, even where the browser scrolls smoothly", () => {
    const { win, frames, calls } = fakeWindow({ native: true, reduced: false });
    // Sections passed on the way get their real height: the target moves 300 px further down after 5 frames.
    let frame = 0;
    scrollWindowTo(() => (frame > 5 ? 1300 : 1000));
    while (frames.length) {
      frame += 1;
      frames.shift()?.();
    }
    expect(calls).not.toContainEqual(expect.objectContaining({ behavior: "smooth" }));
    expect(win.scrollY).toBe(1300);
  });

  it("ends at the bottom of a page too short to bring the destination to the top", () => {
    const { win, frames } = fakeWindow({ native: false, reduced: false, height: 1500 });
    scrollWindowTo(5000);
    let count = 0;
    while (frames.length && count < 1000) {
      count += 1;
      frames.shift()?.();
    }
    expect(frames).toEqual([]);
    expect(win.scrollY).toBe(700);
  });
});
