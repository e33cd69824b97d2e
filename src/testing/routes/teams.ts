import { CURRENT_SEASON } from '../data/reference.js';
import { notFound } from '../errors.js';
import { type Ctx, defineOperation, parseList } from '../operation.js';
import { readQuery } from '../params.js';
import { selectTeams } from '../selection.js';

function teamOrThrow(ctx: Ctx) {
  const id = ctx.path.id as string;
  const team = ctx.state.data.teamById.get(id);
  if (!team) throw notFound('team', id);
  return team;
}

const read = { method: 'GET', billing: 'free' } as const;

export const teamOperations = [
  defineOperation({
    ...read,
    id: 'list_teams',
    path: '/v1/teams',
    parse: (ctx) => parseList(ctx, 'teams', ['sport', 'division', 'gender', 'conference']),
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(selectTeams(state.data, filters), paging),
    }),
  }),
  defineOperation({
    ...read,
    id: 'get_team',
    path: '/v1/teams/{id}',
    parse: (ctx) => readQuery(ctx.query, []),
    run: (ctx) => ({ body: teamOrThrow(ctx) }),
  }),
  defineOperation({
    ...read,
    id: 'list_team_roster',
    path: '/v1/teams/{id}/roster',
    parse: (ctx) => parseList(ctx, `teams/${ctx.path.id}/roster`, ['season']),
    run: (ctx, { filters, paging }) => {
      const team = teamOrThrow(ctx);
      // A roster is a season's squad: without `season` it is the current one.
      const season = filters.season ?? CURRENT_SEASON;
      const rows = (ctx.state.data.rosterByTeam.get(team.id) ?? [])
        .filter((r) => r.entry.season === season)
        .map((r) => r.entry)
        .sort((a, b) => a.name.localeCompare(b.name) || (a.player_id < b.player_id ? -1 : 1));
      return { body: ctx.state.cursors.page(rows, paging) };
    },
  }),
  defineOperation({
    ...read,
    id: 'list_team_coaches',
    path: '/v1/teams/{id}/coaches',
    parse: (ctx) => parseList(ctx, `teams/${ctx.path.id}/coaches`),
    run: (ctx, { paging }) => {
      const team = teamOrThrow(ctx);
      return { body: ctx.state.cursors.page(ctx.state.data.coachesByTeam.get(team.id) ?? [], paging) };
    },
  }),
];
