export declare function repositoryUrl(pkg?: { repository?: string | { url?: string } }): string;
export declare function derived(pkg?: { repository?: string | { url?: string } }): {
  repo: string;
  site: string;
  bugs: string;
  pythonUrls: Record<string, string>;
  file(path: string): string;
};
export declare function pythonUrls(text?: string): Record<string, string>;
export declare function changelogHead(text?: string): { version?: string; date?: string; pending: boolean };
export declare function changelogSection(version: string, text?: string): string | undefined;
export declare function markdownLinks(text: string): string[];
export declare function problems(): string[];
