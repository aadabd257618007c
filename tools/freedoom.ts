// Where Freedoom is installed (Debian package `freedoom`): the fuzzer, the soak run and the tests
// use these paths when the files exist.
export const FREEDOOM1 = '/usr/share/games/doom/freedoom1.wad';
export const FREEDOOM2 = '/usr/share/games/doom/freedoom2.wad';
