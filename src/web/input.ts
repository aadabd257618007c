// Keyboard and mouse state, sampled by the fixed-tick loop. Keys are kept as booleans in a
// preallocated table; the mouse's horizontal motion (under pointer lock) accumulates until taken.
// Single-press actions (Tab, F, T, +, -) are handed to callbacks set by the page.

/** The movement keys, as KeyboardEvent.code values, to their slots in the key table. */
const SLOT: Record<string, number> = {
  KeyW: 0, ArrowUp: 0,
  KeyS: 1, ArrowDown: 1,
  KeyA: 2,
  KeyD: 3,
  ArrowLeft: 4,
  ArrowRight: 5,
  ShiftLeft: 6, ShiftRight: 6,
  KeyQ: 4, KeyE: 5,
};
const FORWARD = 0, BACK = 1, STRAFE_L = 2, STRAFE_R = 3, TURN_L = 4, TURN_R = 5, RUN = 6;

/** Keyboard turning in radians per tic, walking and running (DOOM's angleturn 640 and 1280). */
export const TURN_WALK = (640 / 65536) * 2 * Math.PI;
export const TURN_RUN = (1280 / 65536) * 2 * Math.PI;
/** Mouse yaw in radians per pixel of horizontal motion. */
export const MOUSE_YAW = 0.0035;

export interface InputActions {
  toggleAutomap(): void;
  toggleHud(): void;
  toggleThreads(): void;
  zoom(factor: number): void;
  /** M: the next render mode (CPU, GPU, split, difference). */
  cycleMode?(): void;
}

export class Input {
  /** Per slot: held count (two keys may share a slot, e.g. W and ArrowUp). */
  private readonly held = new Uint8Array(8);
  private readonly codes = new Set<string>();
  private mouseDx = 0;

  constructor(private readonly canvas: HTMLCanvasElement, private readonly actions: InputActions) {
    window.addEventListener('keydown', (e) => this.onKey(e, true));
    window.addEventListener('keyup', (e) => this.onKey(e, false));
    window.addEventListener('blur', () => this.releaseAll());
    canvas.addEventListener('click', () => {
      if (document.pointerLockElement !== canvas) void Promise.resolve(canvas.requestPointerLock()).catch(() => undefined);
    });
    document.addEventListener('mousemove', (e) => {
      if (document.pointerLockElement === this.canvas) this.mouseDx += e.movementX;
    });
  }

  private onKey(e: KeyboardEvent, down: boolean): void {
    const slot = SLOT[e.code];
    // A release always counts (a key must never stick); presses go to menus when they have focus.
    if (!down && slot !== undefined) {
      if (this.codes.delete(e.code)) this.held[slot]--;
      return;
    }
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === 'SELECT' || t.tagName === 'INPUT') && e.code !== 'Tab') return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (slot !== undefined) {
      e.preventDefault();
      if (!this.codes.has(e.code)) { this.codes.add(e.code); this.held[slot]++; }
      return;
    }
    if (!down || (e.repeat && e.code !== 'Equal' && e.code !== 'Minus')) return;
    switch (e.code) {
      case 'Tab': e.preventDefault(); this.actions.toggleAutomap(); break;
      case 'KeyF': e.preventDefault(); this.actions.toggleHud(); break;
      case 'KeyT': e.preventDefault(); this.actions.toggleThreads(); break;
      case 'KeyM': if (this.actions.cycleMode) { e.preventDefault(); this.actions.cycleMode(); } break;
      case 'Equal': case 'NumpadAdd': e.preventDefault(); this.actions.zoom(1.25); break;
      case 'Minus': case 'NumpadSubtract': e.preventDefault(); this.actions.zoom(0.8); break;
    }
  }

  private releaseAll(): void {
    this.codes.clear();
    this.held.fill(0);
  }

  /** -1, 0 or 1: forward minus back. */
  get forward(): number { return (this.held[FORWARD] > 0 ? 1 : 0) - (this.held[BACK] > 0 ? 1 : 0); }
  /** -1, 0 or 1: right minus left. */
  get strafe(): number { return (this.held[STRAFE_R] > 0 ? 1 : 0) - (this.held[STRAFE_L] > 0 ? 1 : 0); }
  /** -1, 0 or 1: left (counter-clockwise) minus right. */
  get turn(): number { return (this.held[TURN_L] > 0 ? 1 : 0) - (this.held[TURN_R] > 0 ? 1 : 0); }
  get run(): boolean { return this.held[RUN] > 0; }

  /** The mouse's horizontal motion since the last call, in pixels. */
  takeMouseDx(): number {
    const d = this.mouseDx;
    this.mouseDx = 0;
    return d;
  }
}
