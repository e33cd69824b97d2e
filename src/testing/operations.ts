import { ROUTE_SURFACE, type Route, SURFACE } from '../generated/fake-surface.js';
import { type Behaviour, type Operation, plainQuery } from './operation.js';
import { jobOperations } from './routes/jobs.js';
import { portalOperations } from './routes/portal.js';
import { readOperations } from './routes/reads.js';

/**
 * The fake's behaviour, keyed by route: the method and path template the service answers, which an
 * operation id (only the SDK's name for it) can change without touching.
 */
const BEHAVIOURS: Record<string, Behaviour> = {
  ...readOperations,
  ...portalOperations,
  ...jobOperations,
};

const routeOf = (op: { method: string; path: string }) => `${op.method} ${op.path}` as Route;

/** Every operation of openapi.json: its generated surface with the fake's behaviour for its route. */
export const OPERATIONS: readonly Operation[] = Object.values(SURFACE).map((surface) => {
  const behaviour = BEHAVIOURS[routeOf(surface)];
  if (!behaviour) throw new Error(`the fake has no behaviour for ${routeOf(surface)} of openapi.json`);
  return { ...surface, parse: plainQuery, ...behaviour } as Operation;
});

for (const route of Object.keys(BEHAVIOURS))
  if (!(route in ROUTE_SURFACE))
    throw new Error(`the fake has a behaviour for ${route}, which openapi.json lacks`);
