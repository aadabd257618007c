// DOOM's clock: the game runs TICRATE tics a second (d_main's TICRATE). The one definition every
// layer reads (the rules' timers, the screens' counters, the page's tic clock, sound lengths).

/** DOOM's tics per second. */
export const TICRATE = 35;
