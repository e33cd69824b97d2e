/** The Python tree (file name → text) for an OpenAPI document and a package version. */
export function renderPythonFrom(spec: unknown, version: string): Map<string, string>;
