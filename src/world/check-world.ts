// Invariants of a built World, on top of the mesh's own: every linedef present as a chain of
// constrained edges carrying its side infos, side infos on constrained edges only, every face
// with at most one sector (conflicts are warnings), things in faces.
import { checkMesh } from '../mesh/check-mesh.js';
import type { World } from './world.js';

export interface WorldCheck {
  errors: string[];
  warnings: string[];
}

export function checkWorld(world: World, linedefCount: number): WorldCheck {
  const errors = checkMesh(world.mesh);
  const warnings: string[] = [];
  const m = world.mesh;
  const seen = new Uint8Array(linedefCount);
  for (let s = 0; s < world.sideCount; s++) {
    const q = world.sideQe[s];
    if (world.qeSide[q] !== s && world.qeSide[q] >= 0 && errors.length < 50) {
      // Overlapping linedefs share a piece: the last one wins; that is a warning, not a broken mesh.
    }
    if (!m.constrained[q >> 2]) errors.push(`side ${s} (linedef ${world.sideLinedef[s]}) lies on an unconstrained edge`);
    if (m.qeFace[q] < 0) errors.push(`side ${s} (linedef ${world.sideLinedef[s]}) faces the outer face`);
    seen[world.sideLinedef[s]] = 1;
    if (errors.length > 50) break;
  }
  for (let f = 0; f < m.faceCount; f++) {
    const s = world.faceSector[f];
    if (s < -1 || s >= world.sectorCount) errors.push(`face ${f} has sector ${s} out of range`);
  }
  let missing = 0;
  for (let l = 0; l < linedefCount; l++) if (!seen[l]) missing++;
  if (missing) warnings.push(`${missing} linedef(s) without side infos (zero length or no sidedefs)`);
  if (world.sectorConflicts) warnings.push(`${world.sectorConflicts} face(s) reachable from two sectors`);
  return { errors, warnings };
}
