// msw is an optional peer: scripts/finish-build.mjs marks this import in the .d.ts files so that a
// project without msw still compiles them (`HttpHandler` is then `any`).
import type { HttpHandler } from 'msw';
import type { FakeService } from './types.js';

/**
 * msw 2 handlers that answer from the fake, for the API origin and the file origin. msw is
 * loaded here, on call, so `sports-data-sdk/testing` works without msw installed. A reset fault
 * becomes msw's network error; a hang waits for the request's signal.
 */
export async function createMswHandlers(
  service: FakeService,
  options: { baseURL?: string | undefined } = {},
): Promise<HttpHandler[]> {
  const { http, HttpResponse } = await import('msw');
  const apiOrigin = new URL(options.baseURL ?? service.baseURL).origin;
  const answer = async ({ request }: { request: Request }): Promise<Response> => {
    try {
      return await service.handle(request);
    } catch (error) {
      if (error instanceof TypeError && error.message === 'fetch failed') return HttpResponse.error();
      throw error;
    }
  };
  return [http.all(`${apiOrigin}/*`, answer), http.all(`${service.filesOrigin}/*`, answer)];
}
