/**
 * The lifecycle shared by query runs and export jobs: queued → running → finished, moved on by
 * polls and by time, whichever comes first. Polls make tests with a frozen clock progress;
 * time makes a job left alone finish too, as a real one would.
 */

export interface JobTiming {
  /** GETs after which a job is finished (the first GET after creation shows it running). */
  pollsToFinish: number;
  /** Milliseconds after which a job is finished even if nobody polled; running from half of it. */
  durationMs: number;
}

export interface Lifecycle {
  createdAt: number;
  polls: number;
  finished: boolean;
}

export type Phase = 'queued' | 'running' | 'finished';

export function newLifecycle(now: number): Lifecycle {
  return { createdAt: now, polls: 0, finished: false };
}

/** Where a job stands at `now`; `polled` counts this look as a poll. */
export function phaseAt(life: Lifecycle, now: number, polled: boolean, timing: JobTiming): Phase {
  if (life.finished) return 'finished';
  if (polled) life.polls++;
  const elapsed = now - life.createdAt;
  if (life.polls >= timing.pollsToFinish || elapsed >= timing.durationMs) return 'finished';
  if (life.polls >= 1 || elapsed >= timing.durationMs / 2) return 'running';
  return 'queued';
}

/** `X-Poll-After-Ms` while a run or job is not finished (contract section 8). */
export function pollHeaders(status: string, pollAfterMs: number): Record<string, string> {
  return status === 'queued' || status === 'running' ? { 'X-Poll-After-Ms': String(pollAfterMs) } : {};
}
