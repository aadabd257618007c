// Render sizes that follow the window: 200 or 400 lines at the window's aspect (DOOM's pixel
// height, not only 16:10), or "native" — the view's size in device pixels (the device pixel ratio
// counted), capped so the CPU renderer's frame stays within about 2.3 megapixels.

/** The size choices beside the fixed WxH ones, with their menu labels. */
export const FIT_MODES: Record<string, string> = {
  fit200: '200 lines, window shape',
  fit400: '400 lines, window shape',
  native: 'native (window pixels)',
};

/** Native frames larger than this many pixels are scaled down, keeping the shape. */
export const NATIVE_MAX_PIXELS = 1920 * 1200;

export function isFitMode(res: string): boolean {
  return Object.prototype.hasOwnProperty.call(FIT_MODES, res);
}

/** The internal size for a fit mode in a view of cssW×cssH CSS pixels at device pixel ratio `dpr`. */
export function fitSize(mode: string, cssW: number, cssH: number, dpr: number): [number, number] {
  const vw = cssW > 1 ? cssW : 1, vh = cssH > 1 ? cssH : 1;
  if (mode === 'native') {
    const r = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
    let w = Math.round(vw * r), h = Math.round(vh * r);
    if (w * h > NATIVE_MAX_PIXELS) {
      const k = Math.sqrt(NATIVE_MAX_PIXELS / (w * h));
      w = Math.floor(w * k); h = Math.floor(h * k);
    }
    return [Math.max(1, Math.min(8192, w)), Math.max(1, Math.min(8192, h))];
  }
  const lines = mode === 'fit400' ? 400 : 200;
  return [Math.max(1, Math.min(8192, Math.round((lines * vw) / vh))), lines];
}
