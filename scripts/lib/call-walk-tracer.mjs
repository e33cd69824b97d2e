// The tracer of scripts/call-walk.mjs, in a worker so that it can pause the main thread: it takes
// V8 precise coverage (call counts per function) around one call, then sets a breakpoint at the start
// of every SDK function that ran, and records, for each stop during the next call, the function and
// the file of the frame that called it.
import { Session } from 'node:inspector';
import { parentPort, workerData } from 'node:worker_threads';

const { prefix, user } = workerData;
const session = new Session();
session.connectToMainThread();
const post = (method, params = {}) =>
  new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );

/** Script ids by URL, and URLs by script id (a paused frame names its script by id only). */
const scripts = new Map();
const urls = new Map();
session.on('Debugger.scriptParsed', ({ params }) => {
  urls.set(params.scriptId, params.url);
  if (params.url.startsWith(prefix)) scripts.set(params.url, params.scriptId);
});

const entries = [];
let recording = false;
session.on('Debugger.paused', ({ params }) => {
  const [frame, caller] = params.callFrames;
  if (recording && frame) {
    const url = (f) => (f ? (urls.get(f.location.scriptId) ?? 'runtime') : 'runtime');
    entries.push({ file: url(frame), fn: frame.functionName, from: url(caller) });
  }
  session.post('Debugger.resume');
});

/** Line and column of a character offset in `source`. */
function position(source, offset) {
  let line = 0;
  let start = 0;
  for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1)) {
    line++;
    start = at + 1;
  }
  return { lineNumber: line, columnNumber: offset - start };
}

let covered = [];

async function breakAtEveryFunction(result) {
  const files = new Set();
  for (const script of result) {
    if (!script.url.startsWith(prefix)) continue;
    const scriptId = scripts.get(script.url);
    if (scriptId === undefined) continue;
    const { scriptSource } = await post('Debugger.getScriptSource', { scriptId });
    for (const fn of script.functions) {
      const [range] = fn.ranges;
      // The module's own top level (the whole file) ran when it loaded, not in this call.
      if (!range || range.count === 0 || (range.startOffset === 0 && fn.functionName === '')) continue;
      files.add(script.url);
      const start = { scriptId, ...position(scriptSource, range.startOffset) };
      const end = { scriptId, ...position(scriptSource, range.endOffset) };
      const { locations } = await post('Debugger.getPossibleBreakpoints', {
        start,
        end,
        restrictToFunction: true,
      });
      const first = locations[0];
      if (first) await post('Debugger.setBreakpoint', { location: first });
    }
  }
  covered = [...files];
}

parentPort.on('message', async (message) => {
  if (message === 'coverage-start') {
    await post('Debugger.enable');
    await post('Profiler.enable');
    await post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    // Counts from here on only.
    await post('Profiler.takePreciseCoverage');
  } else if (message === 'coverage-take') {
    const { result } = await post('Profiler.takePreciseCoverage');
    await post('Profiler.stopPreciseCoverage');
    await breakAtEveryFunction(result);
    recording = true;
  } else if (message === 'breakpoints-take') {
    recording = false;
    await post('Debugger.disable');
    parentPort.postMessage({ covered, entries, user });
    return;
  }
  parentPort.postMessage('ok');
});
