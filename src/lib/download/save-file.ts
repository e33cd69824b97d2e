/**
 * Writing a download to a path without ever damaging what was there (contract section 12), for
 * `ExportFile.saveTo` and the CLI's `--out` alike:
 *
 * - a regular file (new, or existing and `overwrite` asked for) is written to a temporary file
 *   beside it, created exclusively, and renamed into place only once every chunk has arrived and
 *   been verified; on any failure only that temporary file is removed;
 * - an existing file without `overwrite` is refused before anything is read (`InvalidArgumentError`
 *   `file_exists`), as is a new one whose folder is missing (`missing_directory`): the Python
 *   client's class and codes for the same mistakes (contract section 13);
 * - a symlink is followed: the file it points to is the one replaced, and the link stays;
 * - anything else that is not a directory (a device, a FIFO, a socket) is written to directly,
 *   never created, truncated by name or removed; a directory is refused.
 */
import { ExportDownloadError, InvalidArgumentError } from '../../core/errors.js';
import type { FileSystem } from './file-system.js';

export interface SaveTarget {
  /** The path as given. */
  readonly given: string;
  /** Where the bytes end: the path with every symlink followed. */
  readonly resolved: string;
  /** `new` and `file` are written through a temporary file; `special` directly. */
  readonly kind: 'new' | 'file' | 'special';
  /** The existing file's permission bits, kept by its replacement. */
  readonly mode: number | undefined;
}

/** Symlink hops before a path counts as a loop (Linux gives up at 40 as well). */
const MAX_LINKS = 40;

/**
 * What `path` is and whether it may be written: the check both callers make before any byte of
 * the file is read (the CLI before it even creates the job).
 */
export async function resolveTarget(
  files: FileSystem,
  given: string,
  overwrite: boolean,
): Promise<SaveTarget> {
  const { fs, path } = files;
  if (typeof given !== 'string' || given === '') {
    throw new InvalidArgumentError('invalid_argument', 'saveTo: path must be a non-empty string.', 'path');
  }
  let current = given;
  for (let hop = 0; hop <= MAX_LINKS; hop++) {
    let stat: Awaited<ReturnType<typeof fs.lstat>>;
    try {
      stat = await fs.lstat(current);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') {
        await checkDirectory(files, given, path.dirname(current));
        return { given, resolved: current, kind: 'new', mode: undefined };
      }
      throw refused(given, `cannot be written: ${whyNot(error)}`);
    }
    if (stat.isSymbolicLink()) {
      current = path.resolve(path.dirname(current), await fs.readlink(current));
      continue;
    }
    if (stat.isDirectory()) throw refused(given, 'is a directory; give a file path inside it');
    if (!stat.isFile()) return { given, resolved: current, kind: 'special', mode: undefined };
    if (!overwrite) {
      // Both callers ask again when the job is done, so one wording serves the library and the CLI.
      throw refused(
        given,
        'already exists; pass overwrite: true (the CLI: --force) to replace it once the download has succeeded',
        'file_exists',
      );
    }
    return { given, resolved: current, kind: 'file', mode: stat.mode & 0o7777 };
  }
  throw refused(given, `has more than ${MAX_LINKS} levels of symlinks`);
}

/**
 * Writes `chunks` to the target; resolves with the bytes written once the target holds them all.
 * A failure of `chunks` (a broken connection, a file that does not verify) rejects with that error
 * and leaves the target as it was (a device or FIFO keeps what it was already given).
 */
export async function writeTarget(
  files: FileSystem,
  target: SaveTarget,
  chunks: AsyncIterable<Uint8Array>,
  jobId?: string,
): Promise<number> {
  const { fs, constants } = files;
  if (target.kind === 'special') {
    // No O_CREAT, no O_TRUNC: if the path was swapped for a regular file meanwhile, it is not emptied.
    try {
      const handle = await fs.open(target.resolved, constants.O_WRONLY);
      try {
        return await writeAll(handle, chunks);
      } finally {
        await handle.close().catch(() => {});
      }
    } catch (error) {
      throw writeFailed(target.given, error, jobId);
    }
  }
  const { handle, temporary } = await createTemporary(files, target.resolved);
  let bytes: number;
  try {
    if (target.mode !== undefined) await handle.chmod(target.mode).catch(() => {});
    bytes = await writeAll(handle, chunks);
    await handle.close();
  } catch (error) {
    await handle.close().catch(() => {});
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw writeFailed(target.given, error, jobId);
  }
  try {
    await moveIntoPlace(files, temporary, target);
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {});
    throw writeFailed(target.given, error, jobId);
  }
  return bytes;
}

/**
 * A file system failure while writing (a full disk, a lost mount: Node's errors carry `syscall`) as
 * the SDK's typed error; the download's own failures, already typed, pass as they are. The job is
 * done (and billed) by then: the message says which one and how to get its file again (contract
 * section 13), in the Python client's words.
 */
function writeFailed(given: string, error: unknown, jobId: string | undefined): unknown {
  if (typeof (error as { syscall?: unknown } | null)?.syscall !== 'string') return error;
  const again =
    jobId === undefined
      ? ''
      : ` Export job ${jobId} is done on the service: download its file again with client.exports.download('${jobId}').`;
  return new ExportDownloadError(
    'io_error',
    `The download target ${given} could not be written: ${whyNot(error)}.${again}`,
    {
      cause: error,
    },
  );
}

type Handle = Awaited<ReturnType<FileSystem['fs']['open']>>;

async function writeAll(handle: Handle, chunks: AsyncIterable<Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of chunks) {
    for (let offset = 0; offset < chunk.byteLength; ) {
      offset += (await handle.write(chunk, offset, chunk.byteLength - offset)).bytesWritten;
    }
    bytes += chunk.byteLength;
  }
  return bytes;
}

/** `.name.<random>.part` beside the target: same directory, so the rename stays on one file system. */
async function createTemporary(
  { fs, path }: FileSystem,
  resolved: string,
): Promise<{ handle: Handle; temporary: string }> {
  const dir = path.dirname(resolved);
  const base = path.basename(resolved);
  for (let attempt = 0; ; attempt++) {
    const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    const temporary = path.join(dir, `.${base}.${suffix}.part`);
    try {
      // `wx`: created here and now, never an existing file (nor a link planted under that name).
      return { handle: await fs.open(temporary, 'wx'), temporary };
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EEXIST' || attempt >= 5) {
        throw refused(
          resolved,
          `cannot be written: ${whyNot(error)} (no temporary file could be made beside it)`,
        );
      }
    }
  }
}

/**
 * A new target is linked into place, which fails if a file appeared there meanwhile (nothing
 * another process made is ever clobbered); a replacement is renamed over the old file, atomically.
 */
async function moveIntoPlace({ fs }: FileSystem, temporary: string, target: SaveTarget): Promise<void> {
  if (target.kind === 'file') {
    await fs.rename(temporary, target.resolved);
    return;
  }
  try {
    await fs.link(temporary, target.resolved);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'EEXIST') {
      throw refused(
        target.given,
        'was created by someone else during the download; it was left alone',
        'file_exists',
      );
    }
    // A file system without hard links (FAT, some network mounts): rename, checked just before.
    const exists = await fs.lstat(target.resolved).then(
      () => true,
      () => false,
    );
    if (exists)
      throw refused(
        target.given,
        'was created by someone else during the download; it was left alone',
        'file_exists',
      );
    await fs.rename(temporary, target.resolved);
    return;
  }
  await fs.rm(temporary, { force: true });
}

/**
 * A new file needs its directory: refused here, before the body is read (and, in the CLI, before
 * a billed export is created), rather than when the temporary file cannot be made.
 */
async function checkDirectory({ fs }: FileSystem, given: string, dir: string): Promise<void> {
  let isDirectory: boolean;
  try {
    isDirectory = (await fs.stat(dir)).isDirectory();
  } catch (error) {
    throw refused(given, `cannot be written: ${whyNot(error)} (${dir})`, 'missing_directory');
  }
  if (!isDirectory) throw refused(given, `cannot be written: ${dir} is not a directory`, 'missing_directory');
}

const REASONS = new Map([
  ['ENOENT', 'its directory does not exist'],
  ['ENOTDIR', 'a part of its path is not a directory'],
  ['EACCES', 'permission denied in its directory'],
  ['EPERM', 'permission denied in its directory'],
  ['EROFS', 'its file system is read-only'],
  ['ENOSPC', 'no space left on its device'],
]);

/** What a file system error means for the person who gave the path. */
function whyNot(error: unknown): string {
  const code = codeOf(error);
  const reason = REASONS.get(code);
  return reason ? `${reason} (${code})` : code;
}

function refused(
  path: string,
  why: string,
  code: 'invalid_argument' | 'file_exists' | 'missing_directory' = 'invalid_argument',
): InvalidArgumentError {
  return new InvalidArgumentError(code, `The download target ${path} ${why}.`, 'path');
}

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'error';
}
