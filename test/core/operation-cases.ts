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
import { argv } from '../support/argv.js';
import type * as api from '../../src/index.js';

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
  call: (client: api.SportsData, options?: RequestOptions) => APIPromise<T>;
  response: T;
}

export interface ListCase<Item> extends BaseCase {
  kind: 'list';
  call: (client: api.SportsData, options?: RequestOptions) => PagePromise<Item>;
  response: PageBody<Item>;
}

export type OperationCase = SingleCase<unknown> | ListCase<unknown>;

/** What a row writes: the request as `'METHOD /path?query'`; the body if any; the status if not 200. */
type Row<C extends BaseCase> = Omit<C, 'kind' | 'method' | 'path' | 'search' | 'body' | 'status'> &
  Partial<Pick<BaseCase, 'body' | 'status'>>;

function request(line: string): Pick<BaseCase, 'method' | 'path' | 'search' | 'body' | 'status'> {
  const [method, target] = line.split(' ') as [BaseCase['method'], string];
  const query = target.indexOf('?');
  return {
    method,
    path: query < 0 ? target : target.slice(0, query),
    search: query < 0 ? '' : target.slice(query),
    body: undefined,
    status: 200,
  };
}

function single<T>(line: string, row: Row<SingleCase<T>>): OperationCase {
  return { kind: 'single', ...request(line), ...row } as OperationCase;
}

/** The namespaces whose `get(id)` reads one resource by its id. */
type ByIdNamespace = 'players' | 'teams' | 'persons' | 'games' | 'query' | 'exports';

/** `client.<namespace>.get(id)`, `sports-data <namespace> get <id>`: one GET of `path`, whose last segment is the id. */
function byId<T>(namespace: ByIdNamespace, path: string, response: T): OperationCase {
  const id = path.slice(path.lastIndexOf('/') + 1);
  return single<T>(`GET ${path}`, {
    call: (c, o) => c[namespace].get(id, o) as unknown as APIPromise<T>,
    cli: [namespace, 'get', id],
    response,
  });
}

function list<Item>(line: string, row: Row<ListCase<Item>>): OperationCase {
  return { kind: 'list', ...request(line), ...row } as OperationCase;
}

// Samples taken from the examples in openapi.json.
export const sport: api.Sport = { id: 'basketball', name: 'Basketball', genders: ['men', 'women'] };
export const division: api.Division = { id: 'ncaa_d1', name: 'NCAA Division I', level: 1 };
export const conference: api.Conference = {
  id: 'conf_4Nb8Tq2WmZ6xK1rP',
  name: 'Great Plains Athletic Conference',
  short_name: 'GPAC',
  sport: 'football',
  division: 'ncaa_d1',
};
export const filterCatalog: api.FilterCatalog = {
  filters: [
    { key: 'sport', label: 'Sport', type: 'enum', values: ['basketball', 'football'] },
    { key: 'season', label: 'Season', type: 'integer' },
  ],
  sort_keys: { football: ['passing_yards', 'rushing_yards'] },
};
export const coverage: api.CoverageMatrix = {
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
export const player: api.Player = {
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
export const playerSeason: api.PlayerSeason = {
  player_id: 'plr_7Kq2Xb9LmN4pR8sT',
  season: 2024,
  team: 'Riverton State Hawks',
  team_id: 'team_3Hd8Vw2QxZ5nL1cJ',
  stats: { passing_yards: 3412 },
};
export const team: api.Team = {
  id: 'team_3Hd8Vw2QxZ5nL1cJ',
  name: 'Riverton State Hawks',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'men',
  conference_id: 'conf_4Nb8Tq2WmZ6xK1rP',
  conference: 'Great Plains Athletic Conference',
};
export const rosterEntry: api.RosterEntry = {
  player_id: 'plr_7Kq2Xb9LmN4pR8sT',
  name: 'Marcus Hill',
  position: 'QB',
  jersey_number: '7',
  class_year: 'junior',
  season: 2024,
};
export const coach: api.Coach = {
  person_id: 'per_2Lx8Qc5VnJ3tF7kD',
  name: 'Dana Whitfield',
  role: 'Head Coach',
  since_season: 2021,
};
export const person: api.Person = {
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
export const transfer: api.Transfer = {
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
export const movement: api.Movement = {
  id: 'mov_1Qs7Zx3KbN9vD5fR',
  person_id: 'per_9Pz4Rk7TbW2mY6hN',
  kind: 'portal_entry',
  from_team: 'Riverton State Hawks',
  to_team: null,
  date: '2025-12-09T15:04:00Z',
};
export const game: api.Game = {
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
export const portalEntry: api.PortalEntry = {
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
export const queryRun: api.QueryRun = {
  run_id: 'qr_4Ym8Cp2VnR6tK9wZ',
  status: 'queued',
  prompt: 'Which D1 quarterbacks threw for over 3,000 yards in 2024?',
  sport: 'football',
  division: 'ncaa_d1',
  gender: 'men',
  created_at: '2025-03-02T10:15:00Z',
  completed_at: null,
};
export const exportJob: api.ExportJob = {
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
export const alert: api.Alert = {
  id: 'alrt_2Fb7Nq4XsL9dH3mV',
  name: 'D1 QBs over 2,500 yards',
  filters: { sport: 'football', division: 'ncaa_d1', positions: ['QB'], min_stats: { passing_yards: 2500 } },
  status: 'active',
  created_at: '2025-11-20T09:00:00Z',
};
export const alertMatch: api.AlertMatch = {
  id: 'amt_8Dk4Pv1SgQ6zL3nW',
  alert_id: 'alrt_2Fb7Nq4XsL9dH3mV',
  portal_entry: portalEntry,
  matched_at: '2025-12-09T15:04:12Z',
};
export const deletedAlert: api.DeletedAlert = { id: 'alrt_2Fb7Nq4XsL9dH3mV', deleted: true };

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
  list_sports: list<api.Sport>('GET /v1/sports?limit=2', {
    call: (c, o) => c.reference.listSports({ limit: 2 }, o),
    cli: argv('reference list-sports --limit 2'),
    response: page(sport),
  }),
  list_divisions: list<api.Division>('GET /v1/divisions?sport=football', {
    call: (c, o) => c.reference.listDivisions({ sport: 'football' }, o),
    cli: argv('reference list-divisions --sport football'),
    response: page(division, null),
  }),
  list_conferences: list<api.Conference>('GET /v1/conferences?sport=football&division=ncaa_d1&limit=50', {
    call: (c, o) => c.reference.listConferences({ sport: 'football', division: 'ncaa_d1', limit: 50 }, o),
    cli: argv('reference list-conferences --sport football --division ncaa_d1 --limit 50'),
    response: page(conference),
  }),
  get_filter_catalog: single<api.FilterCatalog>('GET /v1/filters/catalog', {
    call: (c, o) => c.reference.getFilterCatalog(o),
    cli: argv('reference get-filter-catalog'),
    response: filterCatalog,
  }),
  get_coverage: single<api.CoverageMatrix>('GET /v1/coverage', {
    call: (c, o) => c.reference.getCoverage(o),
    cli: argv('reference get-coverage'),
    response: coverage,
  }),
  search_players: list<api.Player>('POST /v1/players/search', {
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
    body: '{"sport":"football","division":"ncaa_d1","position":"QB","sort_by":"passing_yards","order":"desc","limit":10}',
    response: page(player),
  }),
  get_player: byId<api.Player>('players', '/v1/players/plr_7Kq2Xb9LmN4pR8sT', player),
  list_player_seasons: list<api.PlayerSeason>('GET /v1/players/plr_7Kq2Xb9LmN4pR8sT/seasons?season=2024', {
    call: (c, o) => c.players.listSeasons('plr_7Kq2Xb9LmN4pR8sT', { season: 2024 }, o),
    cli: argv('players list-seasons plr_7Kq2Xb9LmN4pR8sT --season 2024'),
    response: page(playerSeason, null),
  }),
  list_teams: list<api.Team>(
    'GET /v1/teams?sport=football&division=ncaa_d1&gender=men&conference=conf_4Nb8Tq2WmZ6xK1rP&limit=25',
    {
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
      response: page(team),
    },
  ),
  get_team: byId<api.Team>('teams', '/v1/teams/team_3Hd8Vw2QxZ5nL1cJ', team),
  list_team_roster: list<api.RosterEntry>(
    'GET /v1/teams/team_3Hd8Vw2QxZ5nL1cJ/roster?season=2024&cursor=cur_abc',
    {
      call: (c, o) => c.teams.listRoster('team_3Hd8Vw2QxZ5nL1cJ', { season: 2024, cursor: 'cur_abc' }, o),
      cli: argv('teams list-roster team_3Hd8Vw2QxZ5nL1cJ --season 2024 --cursor cur_abc'),
      response: page(rosterEntry),
    },
  ),
  list_team_coaches: list<api.Coach>('GET /v1/teams/team_3Hd8Vw2QxZ5nL1cJ/coaches', {
    call: (c, o) => c.teams.listCoaches('team_3Hd8Vw2QxZ5nL1cJ', undefined, o),
    cli: argv('teams list-coaches team_3Hd8Vw2QxZ5nL1cJ'),
    response: page(coach, null),
  }),
  get_person: byId<api.Person>('persons', '/v1/persons/per_9Pz4Rk7TbW2mY6hN', person),
  list_person_transfers: list<api.Transfer>('GET /v1/persons/per_9Pz4Rk7TbW2mY6hN/transfers?limit=5', {
    call: (c, o) => c.persons.listTransfers('per_9Pz4Rk7TbW2mY6hN', { limit: 5 }, o),
    cli: argv('persons list-transfers per_9Pz4Rk7TbW2mY6hN --limit 5'),
    response: page(transfer),
  }),
  list_movements: list<api.Movement>(
    'GET /v1/movements?sport=football&gender=men&since=2025-12-01T00%3A00%3A00Z&kind=portal_entry',
    {
      call: (c, o) =>
        c.movements.list(
          { sport: 'football', gender: 'men', since: '2025-12-01T00:00:00Z', kind: 'portal_entry' },
          o,
        ),
      cli: argv(
        'movements list --sport football --gender men --since 2025-12-01T00:00:00Z --kind portal_entry',
      ),
      response: page(movement),
    },
  ),
  list_games: list<api.Game>(
    'GET /v1/games?sport=football&season=2024&team=team_3Hd8Vw2QxZ5nL1cJ&division=ncaa_d1',
    {
      call: (c, o) =>
        c.games.list(
          { sport: 'football', season: 2024, team: 'team_3Hd8Vw2QxZ5nL1cJ', division: 'ncaa_d1' },
          o,
        ),
      cli: argv('games list --sport football --season 2024 --team team_3Hd8Vw2QxZ5nL1cJ --division ncaa_d1'),
      response: page(game),
    },
  ),
  get_game: byId<api.Game>('games', '/v1/games/game_5Tn2Wq8KcX3vB7dM', game),
  list_portal: list<api.PortalEntry>('GET /v1/portal?sport=football&position=QB&division=ncaa_d1', {
    call: (c, o) => c.portal.list({ sport: 'football', position: 'QB', division: 'ncaa_d1' }, o),
    cli: argv('portal list --sport football --position QB --division ncaa_d1'),
    response: page(portalEntry),
  }),
  create_query: single<api.QueryRun>('POST /v1/query', {
    call: (c, o) =>
      c.query.create({ prompt: 'Top D1 passers of 2024?', sport: 'football', division: 'ncaa_d1' }, o),
    cli: argv('query create --sport football --division ncaa_d1', '--prompt', 'Top D1 passers of 2024?'),
    body: '{"prompt":"Top D1 passers of 2024?","sport":"football","division":"ncaa_d1"}',
    status: 202,
    response: queryRun,
  }),
  get_query: byId<api.QueryRun>('query', '/v1/query/qr_4Ym8Cp2VnR6tK9wZ', { ...queryRun, status: 'running' }),
  list_alerts: list<api.Alert>('GET /v1/alerts?limit=100', {
    call: (c, o) => c.alerts.list({ limit: 100 }, o),
    cli: argv('alerts list --limit 100'),
    response: page(alert, null),
  }),
  create_alert: single<api.Alert>('POST /v1/alerts', {
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
    body: '{"name":"D1 QBs over 2,500 yards","filters":{"sport":"football","division":"ncaa_d1","positions":["QB"],"min_stats":{"passing_yards":2500}}}',
    status: 201,
    response: alert,
  }),
  delete_alert: single<api.DeletedAlert>('DELETE /v1/alerts/alrt_2Fb7Nq4XsL9dH3mV', {
    call: (c, o) => c.alerts.delete('alrt_2Fb7Nq4XsL9dH3mV', o),
    cli: argv('alerts delete alrt_2Fb7Nq4XsL9dH3mV'),
    response: deletedAlert,
  }),
  list_alert_matches: list<api.AlertMatch>('GET /v1/alerts/alrt_2Fb7Nq4XsL9dH3mV/matches?cursor=cur_m1', {
    call: (c, o) => c.alerts.listMatches('alrt_2Fb7Nq4XsL9dH3mV', { cursor: 'cur_m1' }, o),
    cli: argv('alerts list-matches alrt_2Fb7Nq4XsL9dH3mV --cursor cur_m1'),
    response: page(alertMatch),
  }),
  list_exports: list<api.ExportJob>('GET /v1/exports', {
    call: (c, o) => c.exports.list(undefined, o),
    cli: argv('exports list'),
    response: page(exportJob),
  }),
  // The document's example of a finished job: the succeeded shape, with its download link.
  get_export: byId<api.ExportJob>('exports', '/v1/exports/exp_8Rk3Tw6YbM2pQ5zC', {
    ...exportJob,
    status: 'succeeded',
    row_count: 18342,
    download_url:
      'https://files.sports-data.example/exports/exp_8Rk3Tw6YbM2pQ5zC.csv.gz?expires=1741000000&sig=Qm9vbGVhbkhpbGw',
    expires_at: '2025-03-03T10:20:00Z',
    cost_usd: 0.2,
    completed_at: '2025-03-02T10:19:41Z',
  }),
  create_export: single<api.ExportJob>('POST /v1/exports', {
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
    body: '{"resource":"player_seasons","format":"csv","filters":{"sport":"basketball","division":"ncaa_d1","gender":"women","season":2024}}',
    status: 202,
    response: exportJob,
  }),
};
