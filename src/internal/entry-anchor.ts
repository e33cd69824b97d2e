/**
 * Every module the SDK loads on first use (argument checks, polling, the pacer, export downloads,
 * webhook verification and signing) re-exports `entryAnchor`, so each of them reaches the whole
 * client's module graph. Bundlers that split code by which entry points reach a module (esbuild)
 * then put everything a lazy module shares with the app in one initial chunk, instead of one
 * chunk per combination of lazy modules (seven, each gzipped alone: 2.2 kB more for the same
 * code). It costs nothing at run time: the client is loaded before any of them.
 */
export { SportsData as entryAnchor } from '../client.js';
