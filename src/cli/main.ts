/**
 * `sports-data <namespace> <command> [id...] [--flag value...]`: finds the command, checks its
 * flags, runs it through the SDK, and turns any failure into a JSON line on stderr and an exit
 * status (0 done, 1 service or network, 2 usage, 130 Ctrl-C).
 */
import { VERSION } from '../version.js';
import { type CommandLine, pickFlags, tokenize } from './args.js';
import type { CliFlagSpec } from './command-spec.js';
import { COMMANDS, type Command, NAMESPACES, TOP_LEVEL, commandsOf, findCommand } from './commands.js';
import type { Context } from './context.js';
import { JobFailedError } from '../core/errors.js';
import { checkOut, downloadExport } from './download.js';
import { EXIT_INTERRUPTED, EXIT_USAGE, reportOf } from './error-report.js';
import { GLOBAL_FLAGS, globalFlagsOf } from './global-flags.js';
import { commandHelp, namespaceHelp, rootHelp } from './help.js';
import { buildInput, pathValues } from './input.js';
import { makeClient } from './make-client.js';
import { Printer, chooseFormat } from './output.js';
import { ProgressLine } from './progress.js';
import { runOperation, runPoll } from './run-operation.js';
import { onInterrupt } from './signals.js';
import { streamSink } from './sink.js';
import { didYouMean } from './suggest.js';
import { detectTerminal, paint } from './terminal.js';
import { jsonForTerminal, terminalText } from './terminal-text.js';
import { UsageError } from './usage-error.js';
import { flagValue } from './values.js';
import { whoami } from './whoami.js';

/** Every flag of every command, so that the tokenizer knows which ones take a value. */
const EVERY_FLAG: CliFlagSpec[] = [...GLOBAL_FLAGS, ...COMMANDS.flatMap((c) => [...c.params, ...c.own])];

/** The command the positionals name, or the help text to print instead. */
function route(line: CommandLine): Command | { help: 'root' } | { help: 'namespace'; namespace: string } {
  const [first, second] = line.positionals;
  if (first === undefined) return { help: 'root' };
  const top = TOP_LEVEL.find((c) => c.name === first);
  if (top) return top;
  if (!NAMESPACES.some((n) => n.name === first)) {
    const names = [...NAMESPACES.map((n) => n.name), ...TOP_LEVEL.map((c) => c.name)];
    throw new UsageError(
      'unknown_command',
      `Unknown namespace or command "${first}".${didYouMean(first, names)}`,
    );
  }
  if (second === undefined) return { help: 'namespace', namespace: first };
  const command = findCommand(first, second);
  if (!command) {
    const names = commandsOf(first).flatMap((c) => [c.name]);
    throw new UsageError(
      'unknown_command',
      `Unknown command "${second}" in ${first}.${didYouMean(second, names)}`,
      first,
    );
  }
  return command;
}

export interface MainStreams {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

export async function main(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  streams: MainStreams = { stdout: process.stdout, stderr: process.stderr },
): Promise<number> {
  const { stdout, stderr } = streams;
  const terminal = detectTerminal(env);
  let helpFor = '';
  let ctx: Context | undefined;
  try {
    const line = tokenize(argv, EVERY_FLAG);
    const keyFlag = line.options.get('api_key')?.[0]?.value;
    const noColor = line.options.has('no_color');
    const outPaint = paint(terminal.colorOut && !noColor);
    if (line.options.has('version')) {
      stdout.write(`${VERSION}\n`);
      return 0;
    }
    const target = route(line);
    if ('help' in target) {
      stdout.write(
        target.help === 'root' ? rootHelp(outPaint, VERSION) : namespaceHelp(target.namespace, outPaint),
      );
      return 0;
    }
    const command = target;
    helpFor = command.namespace ? `${command.namespace} ${command.name}` : command.name;
    if (line.options.has('help')) {
      stdout.write(commandHelp(command, outPaint));
      return 0;
    }

    const picked = pickFlags(
      line,
      [...command.params, ...command.own, ...globalFlagsOf(command.params)],
      helpFor,
    );
    const value = (name: string): unknown => {
      const use = picked.get(name);
      return use ? flagValue(use.spec, use.uses, helpFor) : undefined;
    };
    const paramNames = new Set(command.params.map((f) => f.name));
    const params = new Map([...picked].filter(([name]) => paramNames.has(name)));
    const ids = pathValues(command, line, helpFor);
    const input =
      command.kind === 'operation'
        ? buildInput(command, params, value('json') as string, helpFor)
        : undefined;
    const all = value('all') === true;
    const wait = value('wait') === true;
    const out = value('out') as string | undefined;
    const force = value('force') === true;
    if (command.kind === 'operation' && out !== undefined && !wait) {
      throw new UsageError(
        'invalid_flag',
        '--out needs --wait: the file exists once the job has succeeded.',
        helpFor,
      );
    }
    // Before anything is created or billed: a FILE that could not be written stops the command here.
    if (out !== undefined) await checkOut({ out, force });
    const progressMode = (value('progress') as string | undefined) ?? 'auto';
    const errPaint = paint(terminal.colorErr && !noColor);
    const client = makeClient(
      {
        apiKey: keyFlag,
        baseURL: value('base_url') as string | undefined,
        maxRetries: value('max_retries') as number | undefined,
        timeout: value('timeout') as number | undefined,
        pacing: value('pacing') === true,
        trace: value('trace') === true,
      },
      stderr,
    );
    const note = (text: string) => {
      // A hint carries server text (the next cursor): cleaned before it reaches the terminal.
      if (terminal.stderrIsTTY) stderr.write(`${errPaint.dim(terminalText(text, { maxLength: 4_096 }))}\n`);
    };
    const formatFlag = paramNames.has('format') ? undefined : (value('format') as string | undefined);
    const format = chooseFormat(formatFlag ?? (value('output_format') as string | undefined), terminal, all);
    const interrupt = onInterrupt();
    ctx = {
      client,
      printer: new Printer(format, streamSink(stdout), outPaint, terminal, note, {
        escapeCsvFormulas: value('no_csv_escape') !== true,
      }),
      progress: new ProgressLine(
        stderr,
        progressMode === 'always' || (progressMode === 'auto' && terminal.stderrIsTTY),
      ),
      paint: errPaint,
      stdout,
      signal: interrupt.signal,
      resume: undefined,
    };
    const waitOptions = {
      pollIntervalMs: value('poll_interval') as number | undefined,
      timeoutMs: value('wait_timeout') as number | undefined,
    };
    try {
      switch (command.kind) {
        case 'whoami':
          await whoami(ctx);
          break;
        case 'poll':
          await runPoll(ctx, command, ids[0]!, waitOptions);
          break;
        case 'download':
          await downloadExport(ctx, ids[0]!, { out, force }, waitOptions);
          break;
        default:
          await runOperation(ctx, command, {
            ids,
            input,
            all,
            wait,
            idempotencyKey: value('idempotency_key') as string | undefined,
            out,
            force,
            waitOptions,
          });
      }
    } finally {
      interrupt.dispose();
    }
    return 0;
  } catch (error) {
    const report = reportOf(error);
    let { exitCode } = report;
    const body = { ...report.error };
    if (ctx?.signal.aborted) {
      exitCode = EXIT_INTERRUPTED;
      body.type = 'aborted';
      body.code = 'interrupted';
      body.message = ctx.resume
        ? `Interrupted. The job goes on running on the service; resume with: ${ctx.resume}`
        : 'Interrupted.';
    } else if (ctx?.resume && exitCode !== EXIT_USAGE && !(error instanceof JobFailedError)) {
      // The job exists (and may be billed) but the command did not finish with it: a full disk, a
      // broken connection, a wait that timed out. The line itself says how to pick it up again, so
      // that a script reading stderr off a terminal learns it too (contract section 13).
      body.message = `${body.message} The job is on the service; resume with: ${ctx.resume}`;
    }
    const line = `${JSON.stringify({ error: body })}\n`;
    stderr.write(terminal.stderrIsTTY ? jsonForTerminal(line) : line);
    if (exitCode === EXIT_USAGE && terminal.stderrIsTTY) {
      stderr.write(`Run \`sports-data ${helpFor ? `${helpFor} ` : ''}--help\` for usage.\n`);
    }
    return exitCode;
  }
}
