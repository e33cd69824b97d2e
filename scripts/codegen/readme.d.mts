export const BEGIN: string;
export const END: string;
export function emitNamespaceTable(model: unknown, helpers: unknown, helperOnly: unknown): string;
export function spliceReadme(readme: string, table: string): string;
