// Render sizes that follow the window: exact sizes for the window's shape and device pixel ratio.
import { describe, expect, it } from 'vitest';
import { NATIVE_MAX_PIXELS, fitSize, isFitMode } from '../../src/web/authoring/fit-size.js';

describe('fit sizes', () => {
  it('200 and 400 lines at the window aspect; native in device pixels, capped', () => {
    expect(fitSize('fit200', 1600, 900, 1)).toEqual([356, 200]);
    expect(fitSize('fit400', 1000, 1000, 2)).toEqual([400, 400]);
    expect(fitSize('native', 800, 500, 1)).toEqual([800, 500]);
    expect(fitSize('native', 800, 500, 2)).toEqual([1600, 1000]);
    const [w, h] = fitSize('native', 2560, 1440, 2);
    expect(w * h).toBeLessThanOrEqual(NATIVE_MAX_PIXELS);
    expect(Math.abs(w / h - 16 / 9)).toBeLessThan(0.01);
    expect(fitSize('fit200', 0, 0, NaN)).toEqual([200, 200]);
    expect([isFitMode('native'), isFitMode('640x400'), isFitMode('toString')]).toEqual([true, false, false]);
  });
});
