// The CPU renderer's per-frame counters and (with `profile` on) phase times, filled by every stage.

export interface RenderStats {
  rays: number;
  edges: number;
  wallColumns: number;
  spans: number;
  /** Visplanes used (rows of one floor or ceiling per column, merged into spans at the end). */
  planes: number;
  spriteColumns: number;
  maskedColumns: number;
  portalsCrossed: number;
  msWalk: number;
  msSpans: number;
  msSprites: number;
  msTotal: number;
}

export function makeRenderStats(): RenderStats {
  return {
    rays: 0, edges: 0, wallColumns: 0, spans: 0, planes: 0, spriteColumns: 0, maskedColumns: 0, portalsCrossed: 0,
    msWalk: 0, msSpans: 0, msSprites: 0, msTotal: 0,
  };
}
