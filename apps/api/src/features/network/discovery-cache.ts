import type { StopView } from './network.repository.ts';

/** One ride of a discovery answer without its run: what only a network edit can change. */
export interface NetworkRide {
  route: { id: number; code: string; name: string };
  itineraryId: number;
  departureMinute: number;
  pickupMinute: number;
  arrivalMinute: number;
  pickupStop: StopView;
  dropoffStop: StopView;
  fareKobo: number;
  itineraryCapacity: number;
}

/** The network part of one answer and the network version it was read under. */
export interface NetworkAnswer {
  version: number;
  rides: NetworkRide[];
}

export interface DiscoveryCacheStats {
  /** Answers found and still current: only the runs were read. */
  hits: number;
  /** Answers not kept (new question, or pushed out by newer ones). */
  misses: number;
  /** Answers kept under an older network version, so read again. */
  stale: number;
  entries: number;
}

/** Enough for every served pair of a large network on a few dates, at a few megabytes. */
export const DISCOVERY_CACHE_ENTRIES = 5_000;

/**
 * The network part of discovery answers, by question, least recently used first out
 * (docs/decisions/191-discovery-network-cache.md). It holds no seats and no run status, and an
 * answer is used only once the caller has checked its version against the database's.
 */
export class DiscoveryCache {
  private readonly answers = new Map<string, NetworkAnswer>();
  private readonly counts = { hits: 0, misses: 0, stale: 0 };

  constructor(private readonly maxEntries = DISCOVERY_CACHE_ENTRIES) {}

  static key(sourceId: number, destinationId: number, tripDate: string, corporateId: number | null): string {
    return `${sourceId}>${destinationId}@${tripDate}/${corporateId ?? ''}`;
  }

  /** The kept answer, made the most recently used; a miss is counted here. */
  get(key: string): NetworkAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) {
      this.counts.misses++;
      return undefined;
    }
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  set(key: string, answer: NetworkAnswer): void {
    if (this.maxEntries <= 0) return;
    this.answers.delete(key);
    this.answers.set(key, answer);
    while (this.answers.size > this.maxEntries) {
      const oldest = this.answers.keys().next().value;
      if (oldest === undefined) break;
      this.answers.delete(oldest);
    }
  }

  hit(): void {
    this.counts.hits++;
  }

  /** The answer was kept under an older version: it goes, and its replacement is read. */
  outdated(key: string): void {
    this.counts.stale++;
    this.answers.delete(key);
  }

  stats(): DiscoveryCacheStats {
    return { ...this.counts, entries: this.answers.size };
  }
}
