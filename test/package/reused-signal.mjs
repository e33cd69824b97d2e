// The SDK hands the signal of an attempt that ended unfired to a later attempt (making one per
// attempt, and having the runtime's fetch follow it, was most of the cost of the timeout). That is
// only sound if firing it later leaves alone every request it was given to before: above all, a
// keep-alive socket that an earlier request used and that now carries another call. Checked here on
// every Node version the matrix runs, because each bundles its own undici.
//
//   A   client 1, signal S, socket X: answered.
//   B   client 2 (another origin, so another socket), takes S again, gets no answer: times out, S fires.
//   C   client 1, another signal, reuses socket X; answered only once B has failed. It must succeed,
//       on the same socket.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';

function listen(handler) {
  const server = createServer({ keepAliveTimeout: 60_000 }, handler);
  const sockets = new Set();
  server.on('connection', (socket) => sockets.add(socket));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        connections: () => sockets.size,
        close: () => {
          for (const socket of sockets) socket.destroy();
          return new Promise((done) => server.close(done));
        },
      }),
    );
  });
}

const team = (id) => JSON.stringify({ id, name: 'The Owls', sport: 'football' });

export async function checkReusedSignal(SportsData, APIConnectionTimeoutError) {
  let releaseC;
  const one = await listen((req, res) => {
    const reply = () => res.writeHead(200, { 'content-type': 'application/json' }).end(team('team_a'));
    if (req.url.endsWith('/team_c')) releaseC = reply;
    else reply();
  });
  const two = await listen(() => {}); // never answers
  try {
    const signals = [];
    const recording = (fetch) => (url, init) => {
      signals.push({ url: String(url), signal: init.signal });
      return fetch(url, init);
    };
    const options = { apiKey: 'svc_test_reused', maxRetries: 0, fetch: recording(globalThis.fetch) };
    const first = new SportsData({ ...options, baseURL: one.url });
    const second = new SportsData({ ...options, baseURL: two.url, timeout: 200 });

    // A signal serves a bounded number of attempts: up to that many tries until B reuses A's.
    let reused = false;
    for (let round = 0; round < 10 && !reused; round++) {
      signals.length = 0;
      assert.equal((await first.teams.get('team_a')).id, 'team_a');
      // undici frees a keep-alive socket on a later turn of the event loop: wait for it, so that C
      // goes over socket X instead of opening another.
      await new Promise((resolve) => setTimeout(resolve, 10));
      const b = second.teams.get('team_b').then(
        () => assert.fail('B should time out'),
        (error) => error,
      );
      const c = first.teams.get('team_c');
      const failed = await b;
      // C was sent before B timed out, so it has reached the server by now or is on its way.
      while (releaseC === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      assert.ok(failed instanceof APIConnectionTimeoutError, String(failed));
      const [a, bSent, cSent] = signals;
      assert.ok(bSent.signal.aborted && !cSent.signal.aborted && cSent.signal !== a.signal);
      reused = bSent.signal === a.signal;
      releaseC();
      releaseC = undefined;
      assert.equal((await c).id, 'team_a');
    }
    assert.ok(reused, 'no attempt reused the signal of the one before');
    // A and every C went over one socket: firing S closed none of it.
    assert.equal(one.connections(), 1);
  } finally {
    await one.close();
    await two.close();
  }
}
