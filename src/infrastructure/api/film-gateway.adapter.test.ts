import { describe, expect, it } from 'vitest';
import { episodes as episodesFixture } from '../../../tests/msw/fixtures';
import type { ApiCallDefinition, ApiClient } from '../../application/shared/api-client.port';
import { ApiFilmGateway } from './film-gateway.adapter';

/** An API client answering every call with the episode list of film 7, counting the calls it got. */
function countingClient(): { client: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const client = {
    call: (call: ApiCallDefinition) => {
      calls.push(call.id);
      return Promise.resolve(episodesFixture(7, 3));
    },
  } as unknown as ApiClient;
  return { client, calls };
}

describe('ApiFilmGateway episode lists', () => {
  it('shares one request between callers asking at the same time (the player resolves a video against it)', async () => {
    const { client, calls } = countingClient();
    const gateway = new ApiFilmGateway(client);
    const [list, target] = await Promise.all([gateway.episodes(7), gateway.resolveVideo(7, episodesFixture(7, 3)[1]!.id)]);
    expect(list).toHaveLength(3);
    expect(target).toEqual({ kind: 'episode', episodeNumber: 2 });
    expect(calls).toEqual(['episodes']);
  });

  it('asks again once the earlier answer is in, so a later visit sees fresh data', async () => {
    const { client, calls } = countingClient();
    const gateway = new ApiFilmGateway(client);
    await gateway.episodes(7);
    await gateway.episodes(7);
    expect(calls).toEqual(['episodes', 'episodes']);
  });
});
