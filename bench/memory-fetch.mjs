// A `fetch` that answers from memory, for the benches of the SDK's own cost (engine-cost.mjs,
// engine-ab.mjs): a fresh Response per call, its body streamed in 16 kB chunks as undici hands
// it out. `players.get` gets one player; `movements.list` a page of 100.
export const PLAYER_ID = 'plr_9kc0DAhbjsglKL';

const player = JSON.stringify({ id: PLAYER_ID, name: 'A B', team: 'X', stats: { points: 1 } });
const page = JSON.stringify({
  data: Array.from({ length: 100 }, (_, i) => ({
    id: `mov_${String(i).padStart(12, '0')}`,
    person_id: 'per_0000000000000000',
    kind: 'transfer',
    from_team: 'Some Team',
    to_team: 'Other Team',
    date: '2024-01-01',
  })),
  has_more: false,
  next_cursor: null,
});

function respond(text) {
  const bytes = new TextEncoder().encode(text);
  return new Response(
    new ReadableStream({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16_384) controller.enqueue(bytes.subarray(at, at + 16_384));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );
}

export const memoryFetch = async (url) => respond(String(url).includes('/movements') ? page : player);
