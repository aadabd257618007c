// Real maps: every Freedoom map loads into a sound constrained Delaunay mesh, and every linedef
// has its chain of constrained edges. Skips, saying why, when Freedoom is not installed.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { QuadEdgeMesh } from '../../src/mesh/quad-edge-mesh.js';
import { checkMesh } from '../../src/mesh/check-mesh.js';
import { WadStack } from '../../src/wad/wad-stack.js';
import { decodeMap } from '../../src/mapdata/map-data.js';
import { FREEDOOM1, FREEDOOM2, haveFreedoom, noFreedoomReason } from '../helpers/freedoom.js';
import { chainProblems, delaunayViolations } from './mesh-test-utils.js';

describe.skipIf(!haveFreedoom)(`Freedoom maps in the mesh${haveFreedoom ? '' : ` (${noFreedoomReason})`}`, () => {
  for (const file of [FREEDOOM1, FREEDOOM2]) {
    it(`every map of ${file.split('/').pop()}`, { timeout: 60_000 }, () => {
      const stack = WadStack.fromBuffers([{ name: file, bytes: new Uint8Array(readFileSync(file)) }]);
      expect(stack.maps.length).toBeGreaterThan(0);
      const problems: string[] = [];
      for (const entry of stack.maps) {
        const map = decodeMap(entry);
        const v = map.vertices;
        let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
        for (let i = 0; i < v.length; i += 2) {
          minX = Math.min(minX, v[i]); maxX = Math.max(maxX, v[i]);
          minY = Math.min(minY, v[i + 1]); maxY = Math.max(maxY, v[i + 1]);
        }
        const m = new QuadEdgeMesh(minX, minY, maxX, maxY, v.length / 2);
        const idx = new Int32Array(v.length / 2);
        for (let i = 0; i < idx.length; i++) idx[i] = m.insertVertex(v[2 * i], v[2 * i + 1]);
        for (const l of map.linedefs) m.enforceEdge(idx[l.v1], idx[l.v2]);
        for (const p of checkMesh(m)) problems.push(`${entry.name}: ${p}`);
        for (const p of delaunayViolations(m)) problems.push(`${entry.name}: not Delaunay ${p}`);
        for (const l of map.linedefs) {
          if (idx[l.v1] === idx[l.v2]) continue;
          for (const p of chainProblems(m, idx[l.v1], idx[l.v2], 1e-6)) problems.push(`${entry.name}: ${p}`);
        }
        m.buildFaceIndex();
        if (m.faceCount !== m.quarterEdgeCount / 4 - m.vertexCount + 1) problems.push(`${entry.name}: face count ${m.faceCount}`);
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });
  }
});
