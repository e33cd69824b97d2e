import { SURFACE, type SurfaceId } from '../generated/fake-surface.js';
import { type Behaviour, type Operation, plainQuery } from './operation.js';
import { jobOperations } from './routes/jobs.js';
import { portalOperations } from './routes/portal.js';
import { readOperations } from './routes/reads.js';

const BEHAVIOURS: Record<string, Behaviour> = {
  ...readOperations,
  ...portalOperations,
  ...jobOperations,
};

/** Every operation of openapi.json: its generated surface with the fake's behaviour for it. */
export const OPERATIONS: readonly Operation[] = (Object.keys(SURFACE) as SurfaceId[]).map((id) => {
  const behaviour = BEHAVIOURS[id];
  if (!behaviour) throw new Error(`the fake has no behaviour for ${id} of openapi.json`);
  return { ...SURFACE[id], parse: plainQuery, ...behaviour } as Operation;
});

for (const id of Object.keys(BEHAVIOURS))
  if (!(id in SURFACE)) throw new Error(`the fake has a behaviour for ${id}, which openapi.json lacks`);
