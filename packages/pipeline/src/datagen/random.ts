/**
 * A small deterministic PRNG (mulberry32, 32-bit state) with the draws datagen needs. The same seed
 * gives the same sequence on every platform: only 32-bit integer arithmetic and IEEE doubles.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    // Mix the seed (splitmix32-style) so that nearby seeds start far apart.
    let s = (seed ^ 0x9e3779b9) >>> 0;
    s = Math.imul(s ^ (s >>> 16), 0x85ebca6b) >>> 0;
    s = Math.imul(s ^ (s >>> 13), 0xc2b2ae35) >>> 0;
    this.state = (s ^ (s >>> 16)) >>> 0;
  }

  /** A double in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** A standard normal draw (Box–Muller). */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** A log-normal draw with median `median` and log-space spread `sigma`. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** A child generator with its own stream (for independent parts of the data). */
  fork(): Random {
    return new Random(Math.floor(this.next() * 4294967296));
  }
}

/** Draws indexes 0…n-1 with the given (unnormalised) weights: cumulative table and binary search. */
export class WeightedPicker {
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let total = 0;
    weights.forEach((w, i) => {
      total += w;
      this.cumulative[i] = total;
    });
  }

  pick(random: Random): number {
    const target = random.next() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/** Zipf weights 1/rank^s for ranks 1…n: a few vendors take most of the spend. */
export function zipfWeights(n: number, s = 1.1): number[] {
  return Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, s));
}
