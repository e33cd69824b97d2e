import type { Operation } from './operation.js';
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

/** Every operation of the contract: the 26 of the catalogue plus GET /v1/movements. */
export const OPERATIONS: readonly Operation[] = [
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
];
