// The page's authoring tools: the pick under the crosshair (I toggles; text in a panel over the view,
// refreshed ten times a second from its own animation frame, never inside the frame loop), line
// selection (K: the picked line becomes A, then B; or a click on a line of the automap), linking (L two-way, O one-way), unlinking (U: the
// picked or selected line's portal), "Save portals" (the PWAD `toom portal add` writes) and "Copy"
// (the PORTALS text). A link or unlink rebuilds the World from the stack plus the edit PWAD, the
// player kept where they were and the living map's state carried over (Game.rebuild). Buttons give the keyboard back to the game after a click.
import { errorMessage } from '../banner.js';
import type { Game } from '../game.js';
import type { World } from '../../world/world.js';
import { PICK_WALL, Picker, describePick } from '../../render/cpu/pick.js';
import { PORTALS_PWAD_NAME, PortalEdit } from './portal-edit.js';
import { restorePose } from './keep-pose.js';
import { keyClaimed } from '../key-claims.js';

/** A request the author made in the wrong state (said in the panel, never an internal error). */
export class AuthoringMistake extends Error {}

const REFRESH_MS = 100;

/** A pick as plain numbers (the page API's answer). */
export interface PickInfo {
  kind: number;
  line: number;
  back: number;
  part: number;
  texture: string;
  sector: number;
  flat: string;
  thing: number;
  thingType: number;
  portals: number;
  text: string;
}

export interface AuthoringApi {
  /** Shows or hides the pick (the I key). */
  setPick(on: boolean): void;
  /** What the crosshair is on now (computed on the call), null with no map. */
  pick(): PickInfo | null;
  /** Selects the line under the crosshair (the K key); returns it, -1 when none. */
  selectPicked(): number;
  /** Selects a line by number as A (first call) or B. */
  select(line: number): void;
  /** The note under the selection in the panel (what the last action did or why it did not). */
  note(): string;
  selection(): number[];
  /** Links the selected A and B (L, or O for one-way); returns the warnings, throws as the CLI does. */
  link(oneway: boolean): string[];
  /** Removes the portal of `line`. */
  unlink(line: number): boolean;
  /** The PORTALS text of the current map's portals. */
  text(): string;
  /** The PWAD "Save portals" downloads. */
  pwad(): Uint8Array;
  /** Puts the player at (x, y) facing `angle` (radians), as a teleport does (screenshots, tests). */
  goTo(x: number, y: number, angle: number): void;
}

export class Authoring {
  private picker: Picker | null = null;
  private pickOn = false;
  private last = -Infinity;
  private edit: PortalEdit | null = null;
  /** The World the edit belongs to (a new map or WAD starts a new edit). */
  private editWorld: World | null = null;
  private sel: number[] = [];
  /** For the automap (authoring/automap-overlay.ts): the picked line, selection A, selection B. */
  readonly marks = new Int32Array([-1, -1, -1]);
  /** Told when the pick is shown or hidden (the automap then shows things too). */
  onPick: ((on: boolean) => void) | null = null;
  private readonly panel: HTMLElement;
  private readonly info: HTMLElement;
  private readonly status: HTMLElement;
  private readonly crosshair: HTMLElement;

  constructor(private readonly game: Game, host: HTMLElement, private readonly fail: (e: unknown) => void) {
    this.crosshair = document.createElement('div');
    this.crosshair.id = 'crosshair';
    this.crosshair.hidden = true;
    this.crosshair.style.cssText = 'position:absolute;left:50%;top:50%;width:9px;height:9px;margin:-5px 0 0 -5px;border:1px solid #ff0;pointer-events:none;';
    this.panel = document.createElement('div');
    this.panel.id = 'authoring';
    this.panel.hidden = true;
    this.panel.style.cssText = 'position:absolute;left:8px;top:2.4em;padding:6px 8px;background:rgba(0,0,0,.7);color:#ff9;font:12px/1.35 ui-monospace,monospace;white-space:pre;';
    this.info = document.createElement('div');
    this.info.id = 'pick';
    this.status = document.createElement('div');
    this.status.id = 'pick-status';
    const buttons = document.createElement('div');
    const button = (label: string, title: string, act: () => void): void => {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.title = title;
      b.addEventListener('click', () => { b.blur(); act(); });
      buttons.append(b);
    };
    button('Select (Shift+K)', 'select the line under the crosshair as A, then B', () => this.selectPicked());
    button('Link (Shift+L)', 'link A and B both ways', () => this.tryLink(false));
    button('One-way (Shift+O)', 'link A to B one way', () => this.tryLink(true));
    button('Unlink (Shift+U)', 'remove the portal of the picked or selected line', () => this.tryUnlink());
    button('Save portals', `download ${PORTALS_PWAD_NAME} (map marker + PORTALS), as toom portal add writes it`, () => this.save());
    button('Copy', 'copy the PORTALS text', () => { void navigator.clipboard?.writeText(this.currentEdit()?.text() ?? ''); });
    this.panel.append(this.info, this.status, buttons);
    host.append(this.crosshair, this.panel);
    window.addEventListener('keydown', (e) => this.onKey(e));
    const tick = (now: number): void => { this.refresh(now); requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  }

  get api(): AuthoringApi {
    return {
      setPick: (on) => this.setPick(on),
      pick: () => this.pickNow(),
      selectPicked: () => this.selectPicked(),
      select: (line) => this.select(line),
      selection: () => this.sel.slice(),
      note: () => this.note,
      link: (oneway) => this.link(oneway),
      unlink: (line) => this.unlink(line),
      text: () => this.currentEdit()?.text() ?? '',
      pwad: () => this.currentEdit()?.pwad() ?? new Uint8Array(0),
      goTo: (x, y, angle) => restorePose(this.game, { map: this.game.mapName, x, y, angle }),
    };
  }

  setPick(on: boolean): void {
    this.pickOn = on;
    if (!on) this.marks.fill(-1);
    this.panel.hidden = !on;
    this.crosshair.hidden = !on;
    this.last = -Infinity;
    this.onPick?.(on);
  }

  /**
   * A click on the automap found `line` (-1: no line near it): it is selected as K selects the
   * picked line, the pick shown if it was not (its panel says what is selected; L links).
   */
  selectFromMap(line: number): number {
    if (line < 0) {
      if (this.pickOn) { this.note = 'no line near the click'; this.last = -Infinity; }
      return -1;
    }
    if (!this.pickOn) this.setPick(true);
    this.note = `line ${line} selected on the automap`;
    this.select(line);
    return line;
  }

  /** The authoring keys are Shift + I, K, L, O, U (plain letters belong to the game: its cheats). */
  private onKey(e: KeyboardEvent): void {
    if (e.ctrlKey || e.metaKey || e.altKey || e.repeat || !e.shiftKey || keyClaimed(e)) return;
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
    switch (e.code) {
      case 'KeyI': this.setPick(!this.pickOn); break;
      case 'KeyK': if (this.pickOn) this.selectPicked(); break;
      case 'KeyL': if (this.pickOn) this.tryLink(false); break;
      case 'KeyO': if (this.pickOn) this.tryLink(true); break;
      case 'KeyU': if (this.pickOn) this.tryUnlink(); break;
      default: return;
    }
    e.preventDefault();
  }

  /** The edit of the current World, started afresh when the map or the WAD changed. */
  private currentEdit(): PortalEdit | null {
    const g = this.game;
    if (!g.world || !g.stack) return null;
    if (this.editWorld !== g.world) {
      // A rebuild by this edit sets editWorld itself; any other new World starts over from its stack.
      this.edit = new PortalEdit(g.stack, g.mapName);
      this.sel = [];
      this.editWorld = g.world;
    }
    return this.edit;
  }

  private pickNow(): PickInfo | null {
    const g = this.game, w = g.world;
    if (!w || !g.player) return null;
    if (!this.picker || this.picker.world !== w) this.picker = new Picker(w);
    const W = g.renderer ? g.renderer.width : 320, H = g.renderer ? g.renderer.height : 200;
    const r = this.picker.pick(g.camera, W, H, W >> 1, H >> 1);
    return {
      kind: r.kind, line: r.line, back: r.back, part: r.part,
      texture: r.texture >= 0 ? w.textures[r.texture].name : '', sector: r.sector,
      flat: r.flat >= 0 ? w.flats[r.flat].name : '', thing: r.thing, thingType: r.thingType, portals: r.portals,
      text: describePick(w, r),
    };
  }

  private refresh(now: number): void {
    if (!this.pickOn || now - this.last < REFRESH_MS) return;
    this.last = now;
    const p = this.pickNow();
    const edit = this.currentEdit();
    const sel = this.sel.length ? `selected: ${this.sel.map((l, i) => `${i ? 'B' : 'A'} ${l}`).join('  ')}` : 'selected: none (Shift+K picks)';
    const portal = p && p.kind === PICK_WALL && edit?.portalOf(p.line) ? `  [portal ${formatDef(edit.portalOf(p.line)!)}]` : '';
    this.marks[0] = p && p.kind === PICK_WALL ? p.line : -1;
    this.marks[1] = this.sel.length > 0 ? this.sel[0] : -1;
    this.marks[2] = this.sel.length > 1 ? this.sel[1] : -1;
    this.info.textContent = `${p ? p.text : 'no map'}${portal}`;
    this.status.textContent = `${sel}\n${this.note}`;
  }

  private note = 'Shift+ I pick · K select · L link · O one-way · U unlink';

  private selectPicked(): number {
    const p = this.pickNow();
    if (!p || p.kind !== PICK_WALL || p.line < 0) { this.note = 'the crosshair is not on a wall'; return -1; }
    if (p.back) this.note = `line ${p.line}: you picked its back side; a portal links the front side`;
    else this.note = '';
    this.select(p.line);
    return p.line;
  }

  private select(line: number): void {
    this.currentEdit();
    this.sel = this.sel.length >= 2 ? [line] : [...this.sel, line];
    this.last = -Infinity;
  }

  private link(oneway: boolean): string[] {
    const edit = this.currentEdit();
    if (!edit) throw new AuthoringMistake('no map loaded');
    if (this.sel.length !== 2) throw new AuthoringMistake('select two lines first (Shift+K on each)');
    const [a, b] = this.sel;
    const warnings = edit.link(a, b, oneway);
    const fresh = this.rebuild(edit);
    this.sel = [];
    this.note = `linked ${a} → ${b}${oneway ? ' (one-way)' : ''}${warnings.length ? '\nwarning: ' + warnings.join('\nwarning: ') : ''}${fresh}`;
    return warnings;
  }

  private unlink(line: number): boolean {
    const edit = this.currentEdit();
    if (!edit || !edit.unlink(line)) return false;
    const fresh = this.rebuild(edit);
    this.note = `unlinked ${line}${fresh}`;
    return true;
  }

  /** Rebuilds the World with the edit; '' when the living map was carried over, else a line saying it was not. */
  private rebuild(edit: PortalEdit): string {
    const kept = this.game.rebuild(edit.stack());
    this.editWorld = this.game.world;
    this.last = -Infinity;
    return kept ? '' : '\nthe edit changed the map\'s counts: the map restarted (doors, items, keys)';
  }

  private tryLink(oneway: boolean): void {
    // A link asked for in the wrong state (fewer than two lines selected, no map) is the user's
    // mistake: the panel says what to do. Anything else that throws is the page's fault.
    try { this.link(oneway); } catch (e) {
      if (e instanceof AuthoringMistake) this.note = e.message;
      else { this.note = errorMessage(e); this.fail(e); }
    }
    this.last = -Infinity;
  }

  private tryUnlink(): void {
    const p = this.pickNow();
    const line = this.sel.length ? this.sel[this.sel.length - 1] : p && p.kind === PICK_WALL ? p.line : -1;
    if (line < 0 || !this.unlink(line)) this.note = `line ${line} is in no portal`;
    this.last = -Infinity;
  }

  private save(): void {
    const edit = this.currentEdit();
    if (!edit) return;
    const bytes = edit.pwad();
    const url = URL.createObjectURL(new Blob([bytes.slice().buffer as ArrayBuffer], { type: 'application/octet-stream' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = PORTALS_PWAD_NAME;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

function formatDef(d: { lineA: number; lineB: number; flags: string[] }): string {
  return `${d.lineA} ${d.lineB}${d.flags.length ? ' ' + d.flags.join(' ') : ''}`;
}
