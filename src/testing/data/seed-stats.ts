import type { Random } from '../random.js';
import type { SportDef } from './reference.js';
import type { Stats } from './resources.js';

/**
 * One season of numbers for a player: positions that lead a stat get the upper part of its range,
 * the rest the lower part, and players improve a little each year so season lists look real.
 */
export function seasonStats(random: Random, sport: SportDef, position: string, growth: number): Stats {
  const stats: Stats = {};
  for (const def of sport.stats) {
    const span = def.max - def.min;
    const leads = !def.leaders || def.leaders.includes(position);
    const low = leads ? def.min + span * 0.25 : def.min;
    const high = leads ? def.max : def.min + span * 0.08;
    const value = random.between(low, high, def.decimals) * (0.8 + 0.2 * growth);
    const factor = 10 ** def.decimals;
    stats[def.key] = Math.min(def.max, Math.round(value * factor) / factor);
  }
  return stats;
}
