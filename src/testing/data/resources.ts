/**
 * The wire shapes of contract section 7: the types generated from openapi.json, so the fake and the
 * document cannot disagree on a field (every response of the fake is validated against it too).
 * The fake builds and updates runs and jobs in place, so it holds them in their base shape rather
 * than the union a client narrows.
 */
import type {
  CoverageMatrix,
  ExportJobBase,
  Game,
  Person,
  Player,
  QueryRunBase,
  Usage,
} from '../../generated/aliases.js';
import { SCHEMA_ENUMS } from '../../generated/fake-surface.js';

export type {
  Alert,
  AlertFilters,
  AlertMatch,
  Coach,
  Conference,
  CoverageMatrix,
  Division,
  FilterCatalog,
  Game,
  JobError,
  Movement,
  Person,
  Player,
  PlayerSeason,
  PortalEntry,
  RosterEntry,
  Sport,
  Team,
  Transfer,
} from '../../generated/aliases.js';

export type Gender = Player['gender'];
export type Stats = Player['stats'];
export type CoverageCell = CoverageMatrix['cells'][number];
export type CareerStint = Person['career'][number];
export type GameSide = Game['home'];
export type QueryUsage = Usage;
export type QueryRun = QueryRunBase;
export type ExportJob = ExportJobBase;

export const MOVEMENT_KINDS = SCHEMA_ENUMS['Movement.kind'];
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
export type GameStatus = (typeof SCHEMA_ENUMS)['Game.status'][number];
export type PortalStatus = (typeof SCHEMA_ENUMS)['PortalEntry.status'][number];
export type ExportResource = (typeof SCHEMA_ENUMS)['ExportJobBase.resource'][number];
export type ExportFormat = ExportJobBase['format'];

export interface ListPage<T> {
  data: T[];
  next_cursor: string | null;
  has_more: boolean;
}
