import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeLoadError, loadWithRetry, type RetryPolicy } from './load-with-retry';

const policy: RetryPolicy = { attempts: 3, timeoutMs: 1_000, pausesMs: [100, 300] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A load whose n-th call does what `plan[n]` says: a value, an error, or 'hang' (a promise the test settles). */
function scripted(plan: Array<string | Error | 'hang'>) {
  const hung: Array<(value: string) => void> = [];
  const load = vi.fn(() => {
    const step = plan[load.mock.calls.length - 1];
    if (step === 'hang') return new Promise<string>((resolve) => hung.push(resolve));
    return step instanceof Error ? Promise.reject(step) : Promise.resolve(step!);
  });
  return { load, hung };
}

describe('loadWithRetry', () => {
  it('answers at once when the first attempt succeeds', async () => {
    const { load } = scripted(['code']);
    await expect(loadWithRetry(load, policy)).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again after the pause, and succeeds', async () => {
    const { load } = scripted([new Error('Failed to fetch dynamically imported module'), 'code']);
    const result = loadWithRetry(load, policy);
    await vi.advanceTimersByTimeAsync(99);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a hung attempt after its timeout and starts another', async () => {
    const { load } = scripted(['hang', 'code']);
    const result = loadWithRetry(load, policy);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 100);
    await expect(result).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('still takes a slow first attempt that arrives while the second is running', async () => {
    const { load, hung } = scripted(['hang', 'hang']);
    const result = loadWithRetry(load, policy);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(load).toHaveBeenCalledTimes(2);
    hung[0]!('late code');
    await expect(result).resolves.toBe('late code');
  });

  it('rejects with CodeLoadError naming the last failure once every attempt failed, pauses included', async () => {
    const { load } = scripted([new Error('one'), new Error('two'), new Error('three')]);
    const result = loadWithRetry(load, policy);
    const settled = vi.fn();
    result.catch(settled);
    await vi.advanceTimersByTimeAsync(399);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CodeLoadError);
    expect((error as CodeLoadError).message).toBe('Code did not load after 3 attempts: three');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never leaves the caller waiting: three hung attempts end in CodeLoadError after three timeouts and the pauses', async () => {
    const { load } = scripted(['hang', 'hang', 'hang']);
    const result = loadWithRetry(load, policy);
    const outcome = result.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(3 * 1_000 + 100 + 300);
    const error = await outcome;
    expect(error).toBeInstanceOf(CodeLoadError);
    expect((error as Error).message).toContain('no answer within 1000 ms');
  });

  it('counts a load that throws synchronously as a failed attempt', async () => {
    let calls = 0;
    const load = () => {
      calls++;
      if (calls === 1) throw new Error('sync');
      return Promise.resolve('code');
    };
    const result = loadWithRetry(load, policy);
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe('code');
  });
});
