import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../shared/fakes/fake-clock';
import { FakeLogger } from '../shared/fakes/fake-logger';
import type { SessionMemory } from '../shared/session-memory.port';
import { ShareVisitUseCase } from './share-visit.use-case';

const sharer = '5e0c1d2a-9b8c-4f7e-a6d5-c4b3a2918f70';
const otherSharer = '0b7f4e6a-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

function setup(path: string, visitor: { fingerprintId: string | null }, stored = new Map<string, string>()) {
  const memory: SessionMemory = { get: (k) => stored.get(k) ?? null, set: (k, v) => void stored.set(k, v) };
  const clock = new FakeClock();
  const identify = vi.fn(async () => undefined);
  const gateway = { createVisitor: vi.fn(), confirmShareVisit: vi.fn(async () => true) };
  const useCase = new ShareVisitUseCase(memory, { ...visitor, landingPath: path, identify }, gateway, clock, new FakeLogger());
  return { useCase, clock, identify, gateway, stored };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ShareVisitUseCase', () => {
  it('confirms the landing visit once the page is idle and the visitor identified, then forgets it', async () => {
    const { useCase, clock, identify, gateway, stored } = setup(`/playlet/7/videos/70.html?src_fingerprint=${sharer}&share_record_id=3`, {
      fingerprintId: 'v1',
    });
    useCase.start();
    expect(gateway.confirmShareVisit).not.toHaveBeenCalled();
    clock.advance(0);
    await flush();
    expect(identify).toHaveBeenCalled();
    expect(gateway.confirmShareVisit).toHaveBeenCalledWith(7, 3, sharer);
    expect(stored.get('visits.pendingShareVisit')).toBe('');
  });

  it('keeps the visit for the next page load while the visitor cannot be identified', async () => {
    const { useCase, clock, gateway, stored } = setup(`/playlet/7/plots.html?src_fingerprint=${sharer}`, { fingerprintId: null });
    useCase.start();
    clock.advance(0);
    await flush();
    expect(gateway.confirmShareVisit).not.toHaveBeenCalled();
    const later = setup('/ranking-page.html', { fingerprintId: 'v1' }, stored);
    later.useCase.start();
    later.clock.advance(0);
    await flush();
    expect(later.gateway.confirmShareVisit).toHaveBeenCalledWith(7, null, sharer);
  });

  it('does nothing for a landing without a shared link', async () => {
    const { useCase, clock, identify, gateway } = setup('/playlet/7/plots.html', { fingerprintId: 'v1' });
    useCase.start();
    clock.advance(0);
    await flush();
    expect(identify).not.toHaveBeenCalled();
    expect(gateway.confirmShareVisit).not.toHaveBeenCalled();
  });

  it("credits the sharer of this tab's link, even after another tab's shared link replaced the cookie's sharer", async () => {
    const stored = new Map<string, string>();
    const first = setup(`/playlet/7/plots.html?src_fingerprint=${sharer}`, { fingerprintId: null }, stored);
    first.useCase.start();
    first.clock.advance(0);
    await flush();
    // Another tab lands on a link of someone else: the cookie every tab shares now names that sharer. This tab's
    // next page load confirms its own visit, with its own sharer.
    const later = setup('/ranking-page.html', { fingerprintId: 'v1' }, stored);
    later.useCase.start();
    later.clock.advance(0);
    await flush();
    expect(later.gateway.confirmShareVisit).toHaveBeenCalledWith(7, null, sharer);
    expect(later.gateway.confirmShareVisit).not.toHaveBeenCalledWith(7, null, otherSharer);
  });
});
