// Keyboard and mouse state, sampled once per tic by the loop. Keys are kept as held counts in a
// preallocated table; use and fire also latch a press until a tic has seen it (a tap shorter than a
// tic still counts); the mouse's horizontal motion (under pointer lock) accumulates until taken.
// Game keys always reach the game: a focused button or menu never eats Space, Enter or E (it is
// blurred instead). 1–7 pick a weapon, the wheel (under pointer lock) the next or previous one.
// Single-press actions (Tab, F, T, G, M, P, A on the map, +, -) go to callbacks, unless the game's
// front end claimed the press (a cheat being typed: key-claims.ts). With
// the automap shown a click goes to the map (it selects a line) instead of locking the pointer, and
// the left button does not fire.
import type { HeldKeys } from './key-cmd.js';
import { keyClaimed } from './key-claims.js';

const FORWARD = 0, BACK = 1, STRAFE_L = 2, STRAFE_R = 3, TURN_L = 4, TURN_R = 5, RUN = 6, USE = 7, FIRE = 8;
const SLOTS = 9;

/** The game keys, as KeyboardEvent.code values, to their slots in the key table. */
const SLOT: Record<string, number> = {
  KeyW: FORWARD, ArrowUp: FORWARD,
  KeyS: BACK, ArrowDown: BACK,
  KeyA: STRAFE_L,
  KeyD: STRAFE_R,
  ArrowLeft: TURN_L, KeyQ: TURN_L,
  ArrowRight: TURN_R,
  ShiftLeft: RUN, ShiftRight: RUN,
  Space: USE, KeyE: USE, Enter: USE, NumpadEnter: USE,
  ControlLeft: FIRE, ControlRight: FIRE,
};

export interface InputActions {
  toggleAutomap(): void;
  toggleHud(): void;
  toggleThreads(): void;
  zoom(factor: number): void;
  /** G: the next render mode (CPU, GPU, split, difference). */
  cycleMode?(): void;
  /** M: sound and music muted or not. */
  toggleMute?(): void;
  /** Any key or button pressed on the page: browsers let audio start only from a user gesture. */
  gesture?(): void;
  /** True while the automap is shown (A then reveals the whole map instead of strafing). */
  automapShown?(): boolean;
  /** A on the automap: show every line, seen or not. */
  toggleReveal?(): void;
  /** P: things and the player's path on the automap. */
  toggleThings?(): void;
  /** A click on the automap, at framebuffer pixel (x, y). */
  automapClick?(x: number, y: number): void;
}

export class Input {
  /** Per slot: held count (two keys may share a slot, e.g. W and ArrowUp). */
  private readonly held = new Uint8Array(SLOTS);
  /** Per slot: pressed since the last tic took the keys. */
  private readonly latched = new Uint8Array(SLOTS);
  /** Key presses of use or fire since the last takePresses(): DOOM's key events, which wait in its
   *  queue (through a screen melt, say) until the game reads them. Mouse clicks are not key events. */
  private presses = 0;
  private readonly codes = new Set<string>();
  private mouseDx = 0;
  private mouseFire = false;
  /** A number key's weapon (0..6) waiting for a tic, -1 for none; wheel steps waiting (± count). */
  private weaponKey = -1;
  private wheel = 0;

  constructor(private readonly canvas: HTMLCanvasElement, private readonly actions: InputActions) {
    window.addEventListener('keydown', (e) => this.onKey(e, true));
    window.addEventListener('keyup', (e) => this.onKey(e, false));
    window.addEventListener('blur', () => this.releaseAll());
    window.addEventListener('pointerdown', () => this.actions.gesture?.(), true);
    canvas.addEventListener('click', (e) => {
      if (this.actions.automapShown?.() && this.actions.automapClick) {
        // The canvas is scaled to its box: client pixels to framebuffer pixels.
        const r = canvas.getBoundingClientRect();
        if (r.width > 0 && r.height > 0) this.actions.automapClick((e.clientX - r.left) * canvas.width / r.width, (e.clientY - r.top) * canvas.height / r.height);
        return;
      }
      if (document.pointerLockElement !== canvas) void Promise.resolve(canvas.requestPointerLock()).catch(() => undefined);
    });
    // Left button fires, but only once the pointer is locked (the first click only locks it), and
    // not on the automap (a click there selects).
    canvas.addEventListener('mousedown', (e) => {
      if (e.button !== 0 || document.pointerLockElement !== canvas || this.actions.automapShown?.()) return;
      e.preventDefault();
      // Not a key event (DOOM's cast call is killed by keys; a mouse button restarts it).
      if (!this.mouseFire) { this.mouseFire = true; this.held[FIRE]++; this.latched[FIRE] = 1; }
    });
    window.addEventListener('mouseup', (e) => {
      if (e.button === 0 && this.mouseFire) { this.mouseFire = false; this.held[FIRE]--; }
    });
    canvas.addEventListener('wheel', (e) => {
      if (document.pointerLockElement !== canvas || e.deltaY === 0) return;
      e.preventDefault();
      this.wheel += e.deltaY > 0 ? 1 : -1;
    }, { passive: false });
    document.addEventListener('mousemove', (e) => {
      if (document.pointerLockElement === this.canvas) this.mouseDx += e.movementX;
    });
    // A clicked button gives the focus back at once, so Space and Enter never press it again.
    document.addEventListener('click', (e) => {
      const t = e.target as HTMLElement | null;
      if (t && t.tagName === 'BUTTON') t.blur();
    }, true);
  }

  private onKey(e: KeyboardEvent, down: boolean): void {
    if (down) this.actions.gesture?.();
    const slot = SLOT[e.code];
    // A release always counts (a key must never stick).
    if (!down) {
      if (slot !== undefined && this.codes.delete(e.code)) this.held[slot]--;
      return;
    }
    const t = e.target as HTMLElement | null;
    const tag = t ? t.tagName : '';
    // A press the game's front end took (a menu, a cheat being typed) is no page shortcut.
    const claimed = keyClaimed(e);
    if (slot === STRAFE_L && !claimed && this.actions.automapShown?.() && this.actions.toggleReveal) {
      e.preventDefault();
      if (!e.repeat) this.actions.toggleReveal();
      return;
    }
    if (slot !== undefined) {
      if (e.metaKey || e.altKey) return;
      // The game key wins over a focused control: the control loses the focus.
      if (t && (tag === 'BUTTON' || tag === 'SELECT' || tag === 'INPUT')) t.blur();
      e.preventDefault();
      if (!this.codes.has(e.code)) {
        this.codes.add(e.code);
        this.held[slot]++;
        this.latched[slot] = 1;
        if (slot === USE || slot === FIRE) this.presses++;
      }
      return;
    }
    if ((tag === 'SELECT' || tag === 'INPUT') && e.code !== 'Tab') return;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const digit = /^Digit([1-7])$/.exec(e.code);
    if (digit) {
      e.preventDefault();
      this.weaponKey = Number(digit[1]) - 1;
      return;
    }
    if (e.repeat && e.code !== 'Equal' && e.code !== 'Minus' && e.code !== 'NumpadAdd' && e.code !== 'NumpadSubtract') return;
    if (claimed) return;
    switch (e.code) {
      case 'Tab': e.preventDefault(); this.actions.toggleAutomap(); break;
      case 'KeyF': e.preventDefault(); this.actions.toggleHud(); break;
      case 'KeyT': e.preventDefault(); this.actions.toggleThreads(); break;
      case 'KeyG': if (this.actions.cycleMode) { e.preventDefault(); this.actions.cycleMode(); } break;
      case 'KeyM': if (this.actions.toggleMute) { e.preventDefault(); this.actions.toggleMute(); } break;
      case 'KeyP': if (this.actions.toggleThings) { e.preventDefault(); this.actions.toggleThings(); } break;
      case 'Equal': case 'NumpadAdd': e.preventDefault(); this.actions.zoom(1.25); break;
      case 'Minus': case 'NumpadSubtract': e.preventDefault(); this.actions.zoom(0.8); break;
    }
  }

  private releaseAll(): void {
    this.codes.clear();
    this.held.fill(0);
    this.mouseFire = false;
  }

  private on(slot: number): number {
    return this.held[slot] > 0 || this.latched[slot] !== 0 ? 1 : 0;
  }

  /** Fills `k` with what is held (or was pressed) since the last tic, and clears the latches. */
  takeKeys(k: HeldKeys): void {
    k.forward = this.on(FORWARD) - this.on(BACK);
    k.strafe = this.on(STRAFE_R) - this.on(STRAFE_L);
    k.turn = this.on(TURN_L) - this.on(TURN_R);
    k.run = this.held[RUN] > 0;
    k.use = this.on(USE) !== 0;
    k.fire = this.on(FIRE) !== 0;
    k.weapon = this.weaponKey;
    this.weaponKey = -1;
    this.latched.fill(0);
  }

  /** Presses of use or fire since the last call. */
  takePresses(): number {
    const n = this.presses;
    this.presses = 0;
    return n;
  }

  /** Wheel steps since the last call (+ = down: the next weapon). */
  takeWheel(): number {
    const w = this.wheel;
    this.wheel = 0;
    return w;
  }

  /** The mouse's horizontal motion since the last call, in pixels. */
  takeMouseDx(): number {
    const d = this.mouseDx;
    this.mouseDx = 0;
    return d;
  }
}
