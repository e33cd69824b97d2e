export interface Sample {
  id: string;
  lang: 'ts' | 'python' | 'sh';
  /** How the suites run it: `node` (an ES module), `python`, `pytest` (a test file), `bash`. */
  run: 'node' | 'python' | 'pytest' | 'bash';
  label?: string;
  code: string;
  /** Environment variables it reads beyond the key and base URL (an id of something created first). */
  env: string[];
  page: string;
  anchor?: string;
}
export interface FakeIds {
  plr: string;
  team: string;
  per: string;
  game: string;
  conf: string;
}
export declare function fakeIds(): Promise<FakeIds>;
export declare function allSamples(site?: unknown, ids?: FakeIds): Promise<Sample[]>;
export declare function shellWord(text: string): string;
export declare function fencedBlocks(
  source: string,
): { lang: string; info: string; code: string; line: number; end: number }[];
