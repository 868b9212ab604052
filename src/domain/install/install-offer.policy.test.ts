import { describe, expect, it } from 'vitest';
import { installOfferShows, type InstallOfferHistory, type InstallOfferScene } from './install-offer.policy';

const firstVisit: InstallOfferHistory = { answered: false, visits: 1, episodeFinished: false };
const calm: InstallOfferScene = { installable: true, playerOnScreen: false, consentOpen: false };

describe('installOfferShows', () => {
  it.each<[string, Partial<InstallOfferHistory>, Partial<InstallOfferScene>, boolean]>([
    ['not on a first visit', {}, {}, false],
    ['on a second visit', { visits: 2 }, {}, true],
    ['on a later visit', { visits: 7 }, {}, true],
    ['after an episode finished, even on a first visit', { episodeFinished: true }, {}, true],
    ['never once answered', { visits: 3, episodeFinished: true, answered: true }, {}, false],
    ['never where the browser cannot install (or it is installed)', { visits: 2 }, { installable: false }, false],
    ['never over the player', { episodeFinished: true }, { playerOnScreen: true }, false],
    ['never over the privacy choices', { visits: 2 }, { consentOpen: true }, false],
  ])('%s', (_, history, scene, shows) => {
    expect(installOfferShows({ ...firstVisit, ...history }, { ...calm, ...scene })).toBe(shows);
  });
});
