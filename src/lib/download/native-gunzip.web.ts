/** The browser and worker build has no native gunzip: `DecompressionStream` does the work there. */
export const nativeGunzip: ((source: AsyncIterable<Uint8Array>) => AsyncIterable<Uint8Array>) | undefined =
  undefined;
