/** What a call ended with, for suites that assert on the error itself. */

/** Runs `call` and returns what it rejected with (fails the test if it resolved). */
export async function rejection(call: PromiseLike<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to reject, but it resolved');
}
