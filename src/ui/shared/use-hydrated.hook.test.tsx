// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.hook';

/** Like a member's own page: the server, which reads no personal cookie, renders the signed-out version. */
function MemberCard({ signedIn, guard }: { signedIn: boolean; guard: boolean }) {
  const hydrated = useHydrated();
  const member = (guard ? hydrated : true) && signedIn;
  return <main>{member ? <section>ana@example.com</section> : <button type="button">Sign in</button>}</main>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

async function hydrate(guard: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MemberCard signedIn={false} guard={guard} />);
  document.body.append(container);
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, <MemberCard signedIn guard={guard} />, { onRecoverableError: recoverable });
  });
  return { container, recoverable };
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<MemberCard signedIn guard />)).toContain('Sign in');
  });

  it("lets a signed-in member's page hydrate the server's public HTML, then shows the member's version", async () => {
    const { container, recoverable } = await hydrate(true);
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('ana@example.com');
  });

  it('is what keeps hydration from failing (without it React throws the HTML away)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { recoverable } = await hydrate(false);
    expect(recoverable).toHaveBeenCalled();
  });
});
