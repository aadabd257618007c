// How deep views nest through portals, the same for both renderers: a ray (CPU) or a stencil pass
// (GPU) crosses at most this many portals, so mirrors and portal loops terminate.
export const MAX_PORTAL_DEPTH = 16;
