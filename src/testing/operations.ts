import { SURFACE, type SurfaceId } from '../generated/fake-surface.js';
import { type Behaviour, type Operation, plainQuery } from './operation.js';
import { alertOperations } from './routes/alerts.js';
import { exportOperations } from './routes/exports.js';
import { gameOperations } from './routes/games.js';
import { movementOperations } from './routes/movements.js';
import { personOperations } from './routes/persons.js';
import { playerOperations } from './routes/players.js';
import { portalOperations } from './routes/portal.js';
import { queryOperations } from './routes/query.js';
import { referenceOperations } from './routes/reference.js';
import { teamOperations } from './routes/teams.js';

const BEHAVIOURS: Record<string, Behaviour> = {
  ...referenceOperations,
  ...playerOperations,
  ...teamOperations,
  ...personOperations,
  ...movementOperations,
  ...gameOperations,
  ...portalOperations,
  ...queryOperations,
  ...alertOperations,
  ...exportOperations,
};

/** Every operation of openapi.json: its generated surface with the fake's behaviour for it. */
export const OPERATIONS: readonly Operation[] = (Object.keys(SURFACE) as SurfaceId[]).map((id) => {
  const behaviour = BEHAVIOURS[id];
  if (!behaviour) throw new Error(`the fake has no behaviour for ${id} of openapi.json`);
  return { ...SURFACE[id], parse: plainQuery, ...behaviour } as Operation;
});

for (const id of Object.keys(BEHAVIOURS))
  if (!(id in SURFACE)) throw new Error(`the fake has a behaviour for ${id}, which openapi.json lacks`);
