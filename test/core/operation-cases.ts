/**
 * The one per-operation table: a sample call per operation (as an SDK call and as the CLI command
 * that must send the same request), the request the service must receive and a typed sample
 * answer. Three suites read it: test/core/operations (the wire request and typed value),
 * test/e2e/namespaces (the same call through the fake, checked against openapi.json) and
 * test/cli/operations (the command, its flags and its output). The expectations are written out
 * from the contract, not derived from the generated tables, so a wrong generated row fails them;
 * `Record<OperationId, …>` and each suite's coverage check make a new operation fail until it has
 * its row here.
 */
import type { APIPromise } from '../../src/core/api-promise.js';
import type { PagePromise } from '../../src/core/pagination.js';
import type { RequestOptions } from '../../src/core/request-options.js';
import type { OperationId } from '../../src/generated/operations.js';
import type {
  Alert,
  AlertMatch,
  Coach,
  Conference,
  CoverageMatrix,
  DeletedAlert,
  Division,
  ExportJob,
  FilterCatalog,
  Game,
  Movement,
  Person,
  Player,
  PlayerSeason,
  PortalEntry,
  QueryRun,
  RosterEntry,
  Sport,
  Team,
  Transfer,
} from '../../src/index.js';
import type { SportsData } from '../../src/index.js';

export interface PageBody<Item> {
  data: Item[];
  next_cursor: string | null;
  has_more: boolean;
}

interface BaseCase {
  /** The `sports-data` arguments that make the same request as `call`. */
  cli: readonly string[];
  method: 'GET' | 'POST' | 'DELETE';
  /** The exact pathname the service must receive. */
  path: string;
  /** The exact search string (`''` for none). */
  search: string;
  /** The exact JSON text of the body, or `undefined` for no body. */
  body: string | undefined;
  status: number;
}

export interface SingleCase<T> extends BaseCase {
  kind: 'single';
  call: (client: SportsData, options?: RequestOptions) => APIPromise<T>;
  response: T;
}

export interface ListCase<Item> extends BaseCase {
  kind: 'list';
  call: (client: SportsData, options?: RequestOptions) => PagePromise<Item>;
  response: PageBody<Item>;
}

export type OperationCase = SingleCase<unknown> | ListCase<unknown>;

/** The words of `words` (split on spaces), then each of `spaced` as one argument. */
function argv(words: string, ...spaced: string[]): string[] {
  return [...words.split(' '), ...spaced];
}

function single<T>(c: Omit<SingleCase<T>, 'kind'>): OperationCase {
  return { kind: 'single', ...c } as OperationCase;
}

function list<Item>(c: Omit<ListCase<Item>, 'kind'>): OperationCase {
  return { kind: 'list', ...c } as OperationCase;
}

// Samples taken from the examples in openapi.json.
export const sport: Sport = { id: 'basketball', name: 'Basketball', genders: ['men', 'women'] };
export const division: Division = { id: 'ncaa_d1', name: 'NCAA Division I', level: 1 };
export const conference: Conference = {
  id: 'conf_4Nb8Tq2WmZ6xK1rP',
  name: 'Great Plains Athletic Conference',
  short_name: 'GPAC',
  sport: 'football',
  division: 'ncaa_d1',
};
export const filterCatalog: FilterCatalog = {
  filters: [
    { key: 'sport', label: 'Sport', type: 'enum', values: ['basketball', 'football'] },
    { key: 'season', label: 'Season', type: 'integer' },
  ],
  sort_keys: { football: ['passing_yards', 'rushing_yards'] },
};
export const coverage: CoverageMatrix = {
  updated_at: '2025-03-01T06:00:00Z',
  cells: [
    {
      sport: 'football',
      division: 'ncaa_d1',
      gender: 'men',
      datasets: ['players', 'teams'],
      first_season: 2010,
      last_season: 2024,
    },
  ],
};
export const player: Player = {
  id: 'plr_7Kq2Xb9LmN4pR8sT',
  name: 'Marcus Hill',
  team: 'Riverton State Hawks',
  team_id: 'team_3Hd8Vw2QxZ5nL1cJ',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'men',
  position: 'QB',
  class_year: 'junior',
  stats: { passing_yards: 3412, interceptions: 7, completion_pct: 66.1 },
};
export const playerSeason: PlayerSeason = {
  player_id: 'plr_7Kq2Xb9LmN4pR8sT',
  season: 2024,
  team: 'Riverton State Hawks',
  team_id: 'team_3Hd8Vw2QxZ5nL1cJ',
  stats: { passing_yards: 3412 },
};
export const team: Team = {
  id: 'team_3Hd8Vw2QxZ5nL1cJ',
  name: 'Riverton State Hawks',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'men',
  conference_id: 'conf_4Nb8Tq2WmZ6xK1rP',
  conference: 'Great Plains Athletic Conference',
};
export const rosterEntry: RosterEntry = {
  player_id: 'plr_7Kq2Xb9LmN4pR8sT',
  name: 'Marcus Hill',
  position: 'QB',
  jersey_number: '7',
  class_year: 'junior',
  season: 2024,
};
export const coach: Coach = {
  person_id: 'per_2Lx8Qc5VnJ3tF7kD',
  name: 'Dana Whitfield',
  role: 'Head Coach',
  since_season: 2021,
};
export const person: Person = {
  id: 'per_9Pz4Rk7TbW2mY6hN',
  name: 'Marcus Hill',
  career: [
    {
      team: 'Riverton State Hawks',
      team_id: 'team_3Hd8Vw2QxZ5nL1cJ',
      role: 'player',
      from_season: 2023,
      to_season: null,
    },
  ],
};
export const transfer: Transfer = {
  id: 'trf_6Vc1Mz8QpL4wN2hT',
  person_id: 'per_9Pz4Rk7TbW2mY6hN',
  from_team: 'Lakeside College Lions',
  from_team_id: 'team_9Gm4Ks7PyT2bR6wE',
  to_team: 'Riverton State Hawks',
  to_team_id: 'team_3Hd8Vw2QxZ5nL1cJ',
  sport: 'football',
  season: 2023,
  date: '2023-01-12T00:00:00Z',
};
export const movement: Movement = {
  id: 'mov_1Qs7Zx3KbN9vD5fR',
  person_id: 'per_9Pz4Rk7TbW2mY6hN',
  kind: 'portal_entry',
  from_team: 'Riverton State Hawks',
  to_team: null,
  date: '2025-12-09T15:04:00Z',
};
export const game: Game = {
  id: 'game_5Tn2Wq8KcX3vB7dM',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'men',
  season: 2024,
  starts_at: '2024-09-07T23:30:00Z',
  status: 'final',
  home: { team_id: 'team_3Hd8Vw2QxZ5nL1cJ', name: 'Riverton State Hawks', score: 31 },
  away: { team_id: 'team_9Gm4Ks7PyT2bR6wE', name: 'Lakeside College Lions', score: 24 },
  venue: 'Hawk Field',
};
export const portalEntry: PortalEntry = {
  id: 'ptl_5Jr2Wn8TcY4mH7xB',
  person_id: 'per_9Pz4Rk7TbW2mY6hN',
  player_id: 'plr_7Kq2Xb9LmN4pR8sT',
  name: 'Marcus Hill',
  position: 'QB',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'men',
  from_team: 'Riverton State Hawks',
  from_team_id: 'team_3Hd8Vw2QxZ5nL1cJ',
  entered_at: '2025-12-09T15:04:00Z',
  status: 'entered',
  committed_to: null,
};
export const queryRun: QueryRun = {
  run_id: 'qr_4Ym8Cp2VnR6tK9wZ',
  status: 'queued',
  prompt: 'Which D1 quarterbacks threw for over 3,000 yards in 2024?',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'men',
  created_at: '2025-03-02T10:15:00Z',
  completed_at: null,
};
export const exportJob: ExportJob = {
  id: 'exp_8Rk3Tw6YbM2pQ5zC',
  status: 'queued',
  resource: 'player_seasons',
  format: 'csv',
  filters: { sport: 'basketball', division: 'ncaa_d1', gender: 'women', season: 2024 },
  row_count: null,
  cost_usd: 0,
  created_at: '2025-03-02T10:18:00Z',
  completed_at: null,
};
export const alert: Alert = {
  id: 'alrt_2Fb7Nq4XsL9dH3mV',
  name: 'D1 QBs over 2,500 yards',
  filters: { sport: 'football', division: 'ncaa_d1', positions: ['QB'], min_stats: { passing_yards: 2500 } },
  status: 'active',
  created_at: '2025-11-20T09:00:00Z',
};
export const alertMatch: AlertMatch = {
  id: 'amt_8Dk4Pv1SgQ6zL3nW',
  alert_id: 'alrt_2Fb7Nq4XsL9dH3mV',
  portal_entry: portalEntry,
  matched_at: '2025-12-09T15:04:12Z',
};
export const deletedAlert: DeletedAlert = { id: 'alrt_2Fb7Nq4XsL9dH3mV', deleted: true };

function page<Item>(item: Item, nextCursor: string | null = 'cur_next_2'): PageBody<Item> {
  return { data: [item], next_cursor: nextCursor, has_more: nextCursor !== null };
}

/** Operations that accept `Idempotency-Key` (contract section 5: the usage-billed POSTs). */
export const IDEMPOTENT_OPERATIONS: readonly OperationId[] = [
  'create_query',
  'create_export',
  'create_alert',
];

/** The one operation that needs no key (contract sections 1 and 2). */
export const KEYLESS_OPERATIONS: readonly OperationId[] = ['get_coverage'];

export const operationCases: Record<OperationId, OperationCase> = {
  list_sports: list<Sport>({
    call: (c, o) => c.reference.listSports({ limit: 2 }, o),
    cli: argv('reference list-sports --limit 2'),
    method: 'GET',
    path: '/v1/sports',
    search: '?limit=2',
    body: undefined,
    status: 200,
    response: page(sport),
  }),
  list_divisions: list<Division>({
    call: (c, o) => c.reference.listDivisions({ sport: 'football' }, o),
    cli: argv('reference list-divisions --sport football'),
    method: 'GET',
    path: '/v1/divisions',
    search: '?sport=football',
    body: undefined,
    status: 200,
    response: page(division, null),
  }),
  list_conferences: list<Conference>({
    call: (c, o) => c.reference.listConferences({ sport: 'football', division: 'ncaa_d1', limit: 50 }, o),
    cli: argv('reference list-conferences --sport football --division ncaa_d1 --limit 50'),
    method: 'GET',
    path: '/v1/conferences',
    search: '?sport=football&division=ncaa_d1&limit=50',
    body: undefined,
    status: 200,
    response: page(conference),
  }),
  get_filter_catalog: single<FilterCatalog>({
    call: (c, o) => c.reference.getFilterCatalog(o),
    cli: argv('reference get-filter-catalog'),
    method: 'GET',
    path: '/v1/filters/catalog',
    search: '',
    body: undefined,
    status: 200,
    response: filterCatalog,
  }),
  get_coverage: single<CoverageMatrix>({
    call: (c, o) => c.reference.getCoverage(o),
    cli: argv('reference get-coverage'),
    method: 'GET',
    path: '/v1/coverage',
    search: '',
    body: undefined,
    status: 200,
    response: coverage,
  }),
  search_players: list<Player>({
    call: (c, o) =>
      c.players.search(
        {
          sport: 'football',
          division: 'ncaa_d1',
          position: 'QB',
          sort_by: 'passing_yards',
          order: 'desc',
          limit: 10,
        },
        o,
      ),
    cli: argv(
      'players search --sport football --division ncaa_d1 --position QB --sort-by passing_yards --order desc --limit 10',
    ),
    method: 'POST',
    path: '/v1/players/search',
    search: '',
    body: '{"sport":"football","division":"ncaa_d1","position":"QB","sort_by":"passing_yards","order":"desc","limit":10}',
    status: 200,
    response: page(player),
  }),
  get_player: single<Player>({
    call: (c, o) => c.players.get('plr_7Kq2Xb9LmN4pR8sT', o),
    cli: argv('players get plr_7Kq2Xb9LmN4pR8sT'),
    method: 'GET',
    path: '/v1/players/plr_7Kq2Xb9LmN4pR8sT',
    search: '',
    body: undefined,
    status: 200,
    response: player,
  }),
  list_player_seasons: list<PlayerSeason>({
    call: (c, o) => c.players.listSeasons('plr_7Kq2Xb9LmN4pR8sT', { season: 2024 }, o),
    cli: argv('players list-seasons plr_7Kq2Xb9LmN4pR8sT --season 2024'),
    method: 'GET',
    path: '/v1/players/plr_7Kq2Xb9LmN4pR8sT/seasons',
    search: '?season=2024',
    body: undefined,
    status: 200,
    response: page(playerSeason, null),
  }),
  list_teams: list<Team>({
    call: (c, o) =>
      c.teams.list(
        {
          sport: 'football',
          division: 'ncaa_d1',
          gender: 'men',
          conference: 'conf_4Nb8Tq2WmZ6xK1rP',
          limit: 25,
        },
        o,
      ),
    cli: argv(
      'teams list --sport football --division ncaa_d1 --gender men --conference conf_4Nb8Tq2WmZ6xK1rP --limit 25',
    ),
    method: 'GET',
    path: '/v1/teams',
    search: '?sport=football&division=ncaa_d1&gender=men&conference=conf_4Nb8Tq2WmZ6xK1rP&limit=25',
    body: undefined,
    status: 200,
    response: page(team),
  }),
  get_team: single<Team>({
    call: (c, o) => c.teams.get('team_3Hd8Vw2QxZ5nL1cJ', o),
    cli: argv('teams get team_3Hd8Vw2QxZ5nL1cJ'),
    method: 'GET',
    path: '/v1/teams/team_3Hd8Vw2QxZ5nL1cJ',
    search: '',
    body: undefined,
    status: 200,
    response: team,
  }),
  list_team_roster: list<RosterEntry>({
    call: (c, o) => c.teams.listRoster('team_3Hd8Vw2QxZ5nL1cJ', { season: 2024, cursor: 'cur_abc' }, o),
    cli: argv('teams list-roster team_3Hd8Vw2QxZ5nL1cJ --season 2024 --cursor cur_abc'),
    method: 'GET',
    path: '/v1/teams/team_3Hd8Vw2QxZ5nL1cJ/roster',
    search: '?season=2024&cursor=cur_abc',
    body: undefined,
    status: 200,
    response: page(rosterEntry),
  }),
  list_team_coaches: list<Coach>({
    call: (c, o) => c.teams.listCoaches('team_3Hd8Vw2QxZ5nL1cJ', undefined, o),
    cli: argv('teams list-coaches team_3Hd8Vw2QxZ5nL1cJ'),
    method: 'GET',
    path: '/v1/teams/team_3Hd8Vw2QxZ5nL1cJ/coaches',
    search: '',
    body: undefined,
    status: 200,
    response: page(coach, null),
  }),
  get_person: single<Person>({
    call: (c, o) => c.persons.get('per_9Pz4Rk7TbW2mY6hN', o),
    cli: argv('persons get per_9Pz4Rk7TbW2mY6hN'),
    method: 'GET',
    path: '/v1/persons/per_9Pz4Rk7TbW2mY6hN',
    search: '',
    body: undefined,
    status: 200,
    response: person,
  }),
  list_person_transfers: list<Transfer>({
    call: (c, o) => c.persons.listTransfers('per_9Pz4Rk7TbW2mY6hN', { limit: 5 }, o),
    cli: argv('persons list-transfers per_9Pz4Rk7TbW2mY6hN --limit 5'),
    method: 'GET',
    path: '/v1/persons/per_9Pz4Rk7TbW2mY6hN/transfers',
    search: '?limit=5',
    body: undefined,
    status: 200,
    response: page(transfer),
  }),
  list_movements: list<Movement>({
    call: (c, o) =>
      c.movements.list(
        { sport: 'football', gender: 'men', since: '2025-12-01T00:00:00Z', kind: 'portal_entry' },
        o,
      ),
    cli: argv(
      'movements list --sport football --gender men --since 2025-12-01T00:00:00Z --kind portal_entry',
    ),
    method: 'GET',
    path: '/v1/movements',
    search: '?sport=football&gender=men&since=2025-12-01T00%3A00%3A00Z&kind=portal_entry',
    body: undefined,
    status: 200,
    response: page(movement),
  }),
  list_games: list<Game>({
    call: (c, o) =>
      c.games.list(
        { sport: 'football', season: 2024, team: 'team_3Hd8Vw2QxZ5nL1cJ', division: 'ncaa_d1' },
        o,
      ),
    cli: argv('games list --sport football --season 2024 --team team_3Hd8Vw2QxZ5nL1cJ --division ncaa_d1'),
    method: 'GET',
    path: '/v1/games',
    search: '?sport=football&season=2024&team=team_3Hd8Vw2QxZ5nL1cJ&division=ncaa_d1',
    body: undefined,
    status: 200,
    response: page(game),
  }),
  get_game: single<Game>({
    call: (c, o) => c.games.get('game_5Tn2Wq8KcX3vB7dM', o),
    cli: argv('games get game_5Tn2Wq8KcX3vB7dM'),
    method: 'GET',
    path: '/v1/games/game_5Tn2Wq8KcX3vB7dM',
    search: '',
    body: undefined,
    status: 200,
    response: game,
  }),
  list_portal: list<PortalEntry>({
    call: (c, o) =>
      c.portal.list(
        { sport: 'football', position: 'QB', since: '2025-12-01T00:00:00Z', division: 'ncaa_d1' },
        o,
      ),
    cli: argv('portal list --sport football --position QB --since 2025-12-01T00:00:00Z --division ncaa_d1'),
    method: 'GET',
    path: '/v1/portal',
    search: '?sport=football&position=QB&since=2025-12-01T00%3A00%3A00Z&division=ncaa_d1',
    body: undefined,
    status: 200,
    response: page(portalEntry),
  }),
  create_query: single<QueryRun>({
    call: (c, o) =>
      c.query.create(
        {
          prompt: 'Which D1 quarterbacks threw for over 3,000 yards in 2024?',
          sport: 'football',
          division: 'ncaa_d1',
        },
        o,
      ),
    cli: argv(
      'query create --sport football --division ncaa_d1',
      '--prompt',
      'Which D1 quarterbacks threw for over 3,000 yards in 2024?',
    ),
    method: 'POST',
    path: '/v1/query',
    search: '',
    body: '{"prompt":"Which D1 quarterbacks threw for over 3,000 yards in 2024?","sport":"football","division":"ncaa_d1"}',
    status: 202,
    response: queryRun,
  }),
  get_query: single<QueryRun>({
    call: (c, o) => c.query.get('qr_4Ym8Cp2VnR6tK9wZ', o),
    cli: argv('query get qr_4Ym8Cp2VnR6tK9wZ'),
    method: 'GET',
    path: '/v1/query/qr_4Ym8Cp2VnR6tK9wZ',
    search: '',
    body: undefined,
    status: 200,
    response: { ...queryRun, status: 'running' },
  }),
  list_alerts: list<Alert>({
    call: (c, o) => c.alerts.list({ limit: 100 }, o),
    cli: argv('alerts list --limit 100'),
    method: 'GET',
    path: '/v1/alerts',
    search: '?limit=100',
    body: undefined,
    status: 200,
    response: page(alert, null),
  }),
  create_alert: single<Alert>({
    call: (c, o) =>
      c.alerts.create(
        {
          name: 'D1 QBs over 2,500 yards',
          filters: {
            sport: 'football',
            division: 'ncaa_d1',
            positions: ['QB'],
            min_stats: { passing_yards: 2500 },
          },
        },
        o,
      ),
    cli: argv(
      'alerts create --filters.sport football --filters.division ncaa_d1 --filters.positions QB --filters.min-stats passing_yards=2500',
      '--name',
      'D1 QBs over 2,500 yards',
    ),
    method: 'POST',
    path: '/v1/alerts',
    search: '',
    body: '{"name":"D1 QBs over 2,500 yards","filters":{"sport":"football","division":"ncaa_d1","positions":["QB"],"min_stats":{"passing_yards":2500}}}',
    status: 201,
    response: alert,
  }),
  list_alert_matches: list<AlertMatch>({
    call: (c, o) => c.alerts.listMatches('alrt_2Fb7Nq4XsL9dH3mV', { limit: 3, cursor: 'cur_m1' }, o),
    cli: argv('alerts list-matches alrt_2Fb7Nq4XsL9dH3mV --limit 3 --cursor cur_m1'),
    method: 'GET',
    path: '/v1/alerts/alrt_2Fb7Nq4XsL9dH3mV/matches',
    search: '?limit=3&cursor=cur_m1',
    body: undefined,
    status: 200,
    response: page(alertMatch),
  }),
  delete_alert: single<DeletedAlert>({
    call: (c, o) => c.alerts.delete('alrt_2Fb7Nq4XsL9dH3mV', o),
    cli: argv('alerts delete alrt_2Fb7Nq4XsL9dH3mV'),
    method: 'DELETE',
    path: '/v1/alerts/alrt_2Fb7Nq4XsL9dH3mV',
    search: '',
    body: undefined,
    status: 200,
    response: deletedAlert,
  }),
  list_exports: list<ExportJob>({
    call: (c, o) => c.exports.list(undefined, o),
    cli: argv('exports list'),
    method: 'GET',
    path: '/v1/exports',
    search: '',
    body: undefined,
    status: 200,
    response: page(exportJob),
  }),
  create_export: single<ExportJob>({
    call: (c, o) =>
      c.exports.create(
        {
          resource: 'player_seasons',
          format: 'csv',
          filters: { sport: 'basketball', division: 'ncaa_d1', gender: 'women', season: 2024 },
        },
        o,
      ),
    cli: argv(
      'exports create --resource player_seasons --format csv --filters.sport basketball --filters.division ncaa_d1 --filters.gender women --filters.season 2024',
    ),
    method: 'POST',
    path: '/v1/exports',
    search: '',
    body: '{"resource":"player_seasons","format":"csv","filters":{"sport":"basketball","division":"ncaa_d1","gender":"women","season":2024}}',
    status: 202,
    response: exportJob,
  }),
  get_export: single<ExportJob>({
    call: (c, o) => c.exports.get('exp_8Rk3Tw6YbM2pQ5zC', o),
    cli: argv('exports get exp_8Rk3Tw6YbM2pQ5zC'),
    method: 'GET',
    path: '/v1/exports/exp_8Rk3Tw6YbM2pQ5zC',
    search: '',
    body: undefined,
    status: 200,
    response: { ...exportJob, status: 'running' },
  }),
};
