// Wrong arguments are compile errors, not runtime surprises.
import { describe, expectTypeOf, test } from 'vitest';
import { SportsData } from '../../src/index.js';

const client = new SportsData();

describe('wrong arguments do not compile', () => {
  test('search needs a sport', () => {
    // @ts-expect-error `sport` is required in the search body
    client.players.search({ division: 'ncaa_d1' });
    // @ts-expect-error the body itself is required
    client.players.search();
    expectTypeOf(client.players.search).parameter(0).toHaveProperty('sport').toExtend<string>();
  });

  test('ids are strings', () => {
    // @ts-expect-error an id is a prefixed string, not a number
    client.players.get(123);
    // @ts-expect-error an id is a prefixed string, not a number
    client.teams.listRoster(42);
  });

  test('unknown body and query fields are refused', () => {
    // @ts-expect-error `query` is not a field of the query body
    client.query.create({ prompt: 'Top scorers', query: 'x' });
    // @ts-expect-error `color` is not a search field
    client.players.search({ sport: 'football', color: 'red' });
    // @ts-expect-error `resource` is required
    client.exports.create({ format: 'csv' });
    // @ts-expect-error unknown constructor option
    new SportsData({ apiKeyy: 'svc_test_x' });
  });
});
