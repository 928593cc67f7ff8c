import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData } from './warm-locale-data.ts';

describe('warmLocaleData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts the locale data worker, a classic script as the build writes it', () => {
    const started: { url: string; options: WorkerOptions | undefined }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL, options?: WorkerOptions) {
          started.push({ url: String(url), options });
        }
      },
    );
    warmLocaleData();
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/locale-data\.worker\.ts/);
    expect(started[0]?.options).toBeUndefined();
  });

  it('does nothing where workers are missing or refused', () => {
    vi.stubGlobal('Worker', undefined);
    expect(() => warmLocaleData()).not.toThrow();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused', 'SecurityError');
        }
      },
    );
    expect(() => warmLocaleData()).not.toThrow();
  });
});
