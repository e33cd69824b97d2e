/**
 * Seeded randomness. Everything the fake invents (data, keys, ids) comes from here so that the
 * same seed always yields the same service, and tests can hard-code what they see.
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: tiny, fast and good enough for sample data (not for secrets that guard anything real). */
  float(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  /** Number in [min, max] rounded to `decimals`. */
  between(min: number, max: number, decimals: number): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.float() * (max - min)) * factor) / factor;
  }

  chance(probability: number): boolean {
    return this.float() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.float() * items.length)] as T;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  alnum(length: number): string {
    return this.of(ALNUM, length);
  }

  /** `length` characters drawn from `chars`. */
  of(chars: string, length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += chars[Math.floor(this.float() * chars.length)];
    return out;
  }

  bytes(length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = Math.floor(this.float() * 256);
    return out;
  }
}

/** Derives independent streams from one seed, so adding a key never changes the sample data. */
export function stream(seed: number, name: string): Random {
  let h = (seed ^ 0x811c9dc5) >>> 0;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return new Random(h);
}

/** Issues prefixed ids (`plr_…`) and never the same one twice within a generator. */
export class IdMaker {
  private readonly seen = new Set<string>();

  constructor(
    private readonly random: Random,
    private readonly length = 14,
  ) {}

  make(prefix: string): string {
    for (;;) {
      const id = `${prefix}_${this.random.alnum(this.length)}`;
      if (!this.seen.has(id)) {
        this.seen.add(id);
        return id;
      }
    }
  }
}
