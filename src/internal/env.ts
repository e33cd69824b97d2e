/**
 * The one way the SDK reads an environment variable. A read never throws and never prompts:
 * browsers and workers have no `process`, and Deno without `--allow-env` throws `NotCapable` (or
 * asks on a terminal) for `process.env.X`, so a variable that cannot be read counts as unset.
 */

interface DenoPermissions {
  querySync?(descriptor: { name: 'env'; variable: string }): { state: string };
}

type Globals = {
  Deno?: { permissions?: DenoPermissions };
  process?: { env?: Record<string, string | undefined> };
};

/** The variable's value, or `undefined` when it is unset, empty, or not readable here. */
export function readEnv(name: string): string | undefined {
  const globals = globalThis as Globals;
  try {
    // Asked first, so that Deno never prompts (a prompt would block a server waiting on a terminal).
    const permissions = globals.Deno?.permissions;
    if (
      permissions?.querySync &&
      permissions.querySync({ name: 'env', variable: name }).state !== 'granted'
    ) {
      return undefined;
    }
    const value = globals.process?.env?.[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  } catch {
    return undefined;
  }
}
