// DOOM's title and demo loop (d_main's D_StartTitle, D_AdvanceDemo, D_DoAdvanceDemo, D_PageTicker),
// one gametic a step. The sequence: TITLEPIC with the title music, DEMO1, CREDIT, DEMO2, then DOOM's
// HELP2 (CREDIT in the Ultimate DOOM) or DOOM II's TITLEPIC again with its music, DEMO3, and in the
// Ultimate DOOM DEMO4 (seven steps; six in the others), round for ever. A page shows for its
// pagetic + 1 tics (TITLEPIC 170 in DOOM, 11 seconds in DOOM II, the others 200): the tic that
// turns to it counts it down once, and the tic it falls below zero asks for the next step, taken at
// the start of the next tic. A demo starts in the tic its step is taken and plays its first ticcmd
// there; the tic that reads its end marker asks for the next step. A demo the stack lacks, or one
// that cannot be played, is passed over in the same tic (DOOM would stop with an error). Pure
// logic: the demos are played through a host (src/sim's DemoGame in Node, the page's own loop).
import { titleMusicLump } from '../sound/music-names.js';

export const PAGE_STATE = 'page';
export const DEMO_STATE = 'demo';

/** Which DOOM the loop is (D_DoAdvanceDemo's gamemode and gameversion checks). */
export interface AttractGame {
  /** DOOM II (gamemode commercial). */
  commercial: boolean;
  /** The Ultimate DOOM's executable (DOOM with episode 4): seven steps with DEMO4, CREDIT for HELP2. */
  ultimate: boolean;
  /** Whether the stack has a lump (TITLEPIC's absence shows INTERPIC, as DOOM 3: BFG's doom2.wad needs). */
  has(lump: string): boolean;
}

/** Plays the demos for the loop. */
export interface AttractHost {
  /** Makes demo lump `name` ready (its level loaded; the same tic plays its first ticcmd); false when it cannot be played (passed over). */
  startDemo(name: string): boolean;
  /** Plays one tic of the demo; false once the demo has ended (the tic read its end marker). */
  tickDemo(): boolean;
  /** The title music starts (once, not looped: S_StartMusic). */
  music?(lump: string): void;
}

export class AttractLoop {
  /** DOOM's demosequence (-1 before the first step). */
  sequence = -1;
  /** 'page' or 'demo'. */
  state: typeof PAGE_STATE | typeof DEMO_STATE = PAGE_STATE;
  /** The page shown (a lump name) while state is 'page'. */
  pagename = '';
  /** The demo lump playing while state is 'demo'. */
  demoname = '';
  pagetic = 0;
  /** D_AdvanceDemo was called: the next tic takes the next step. */
  advancedemo = false;
  /** Gametics run since the loop started. */
  tics = 0;
  /** The title music asked for last ('' none). */
  music = '';
  /** Demos passed over because they could not be played, with the reason. */
  readonly skipped: string[] = [];

  constructor(private readonly game: AttractGame, private readonly host: AttractHost) {}

  /** The steps of the sequence (D_DoAdvanceDemo's modulus). */
  get steps(): number {
    return this.game.ultimate ? 7 : 6;
  }

  /** D_StartTitle: from the beginning (the first tic shows the title). */
  start(): void {
    this.sequence = -1;
    this.advancedemo = true;
  }

  /** One gametic: the pending step (D_DoAdvanceDemo), then the page's count or the demo's tic. */
  tick(): void {
    let guard = 0;
    while (this.advancedemo && guard++ < 8) this.doAdvance();
    this.tics++;
    if (this.state === PAGE_STATE) {
      if (--this.pagetic < 0) this.advancedemo = true;
    } else if (!this.host.tickDemo()) this.advancedemo = true;
  }

  private doAdvance(): void {
    this.advancedemo = false;
    this.sequence = (this.sequence + 1) % this.steps;
    const g = this.game;
    switch (this.sequence) {
      case 0:
        this.page(g.commercial ? 35 * 11 : 170, 'TITLEPIC');
        this.startMusic();
        break;
      case 1: this.demo('DEMO1'); break;
      case 2: this.page(200, 'CREDIT'); break;
      case 3: this.demo('DEMO2'); break;
      case 4:
        if (g.commercial) { this.page(35 * 11, 'TITLEPIC'); this.startMusic(); } else this.page(200, g.ultimate ? 'CREDIT' : 'HELP2');
        break;
      case 5: this.demo('DEMO3'); break;
      case 6: this.demo('DEMO4'); break;
    }
    if (this.state === PAGE_STATE && this.pagename === 'TITLEPIC' && !g.has('TITLEPIC')) this.pagename = 'INTERPIC';
  }

  private page(tics: number, name: string): void {
    this.state = PAGE_STATE;
    this.pagetic = tics;
    this.pagename = name;
    this.demoname = '';
  }

  private startMusic(): void {
    this.music = titleMusicLump(this.game.commercial, this.game.has('D_INTROA'));
    this.host.music?.(this.music);
  }

  private demo(name: string): void {
    this.demoname = name;
    this.pagename = '';
    if (!this.game.has(name) || !this.host.startDemo(name)) {
      this.skipped.push(name);
      this.advancedemo = true; // passed over: the next step in this same tic
      this.state = PAGE_STATE;
      return;
    }
    this.state = DEMO_STATE;
  }
}
