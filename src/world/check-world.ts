// Invariants of a built World, on top of the mesh's own: side infos on constrained edges only, each
// facing an inner face; every face's sector in range; linedefs without side infos and faces reachable
// from two sectors are warnings.
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
    // Overlapping linedefs share a piece (qeSide names the last one): not an error.
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
