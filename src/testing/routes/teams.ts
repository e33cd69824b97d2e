import { CURRENT_SEASON } from '../data/reference.js';
import { notFound } from '../errors.js';
import { type Ctx, defineOperation, parseList } from '../operation.js';
import { selectTeams } from '../selection.js';

function teamOrThrow(ctx: Ctx) {
  const id = ctx.path.id as string;
  const team = ctx.state.data.teamById.get(id);
  if (!team) throw notFound('team', id);
  return team;
}

export const teamOperations = {
  list_teams: defineOperation({
    parse: (ctx) => parseList(ctx, 'teams'),
    run: ({ state }, { filters, paging }) => ({
      body: state.cursors.page(selectTeams(state.data, filters), paging),
    }),
  }),
  get_team: defineOperation({
    run: (ctx) => ({ body: teamOrThrow(ctx) }),
  }),
  list_team_roster: defineOperation({
    parse: (ctx) => parseList(ctx, `teams/${ctx.path.id}/roster`),
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
  list_team_coaches: defineOperation({
    parse: (ctx) => parseList(ctx, `teams/${ctx.path.id}/coaches`),
    run: (ctx, { paging }) => {
      const team = teamOrThrow(ctx);
      return { body: ctx.state.cursors.page(ctx.state.data.coachesByTeam.get(team.id) ?? [], paging) };
    },
  }),
};
