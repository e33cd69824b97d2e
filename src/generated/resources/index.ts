// Generated from openapi.json by scripts/generate.mjs. Do not edit: change openapi.json or the generator, then run `npm run generate`.
export { Reference } from './reference.js';
export { Players } from './players.js';
export { Teams } from './teams.js';
export { Persons } from './persons.js';
export { Movements } from './movements.js';
export { Games } from './games.js';
export { Portal } from './portal.js';
export { Query } from './query.js';
export { Alerts } from './alerts.js';
export { Exports } from './exports.js';
