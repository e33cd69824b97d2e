/** Env isolation: the developer's own shell variables must not change what a test sees. */
import { afterEach, beforeEach, vi } from 'vitest';

/** The variables the client reads its defaults from. */
export const CLIENT_ENV = ['SERVICE_API_KEY', 'SERVICE_BASE_URL', 'SERVICE_LOG'] as const;

/** Unsets `names` before each test and restores every stubbed variable after it. */
export function isolateEnv(names: readonly string[] = CLIENT_ENV): void {
  beforeEach(() => {
    for (const name of names) vi.stubEnv(name, undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}
