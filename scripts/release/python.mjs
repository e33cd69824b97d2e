// The Python interpreters and package sources of the release check (the same machine facts
// scripts/test-python.mjs uses): Debian's python3 with apt's packages (httpx 0.23, build, twine),
// pyenv's builds, and pip's local wheel index for a current httpx.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const DEBIAN_PYTHON = '/usr/bin/python3';
export const TWINE = '/usr/bin/twine';
export const PYENV = process.env.PYENV_ROOT ?? '/root/.pyenv';
/** pip's local index on these machines; named so pip never waits on pypi.org (unreachable here). */
export const WHEEL_INDEX = process.env.SPORTS_DATA_WHEEL_INDEX ?? 'file:///opt/pypi/simple';
/** Python versions the package supports and the release proves (classifiers must name exactly these). */
export const SUPPORTED = ['3.10', '3.11', '3.12', '3.13'];
/**
 * pytest without its dependencies plus these: pytest 8+ wants tomli on 3.10, which the index lacks as
 * a pure wheel; pytest never imports it while it reads a pytest.ini (test-python.mjs does the same).
 */
export const PYTEST_DEPS = ['pytest', 'iniconfig', 'pluggy', 'packaging', 'exceptiongroup', 'pygments'];

/** The newest pyenv build of `minor` (e.g. '3.12'), or undefined. */
export function pyenvPython(minor) {
  const versions = join(PYENV, 'versions');
  if (!existsSync(versions)) return undefined;
  const found = readdirSync(versions)
    .filter((name) => new RegExp(`^${minor.replace('.', '\\.')}\\.\\d+$`).test(name))
    .sort((a, b) => Number(b.split('.')[2]) - Number(a.split('.')[2]))[0];
  const python = found && join(versions, found, 'bin', 'python');
  return python && existsSync(python) ? python : undefined;
}
