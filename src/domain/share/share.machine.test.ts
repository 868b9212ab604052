import { describe, expect, it } from 'vitest';
import { initialShare, shareReducer, type ShareEffect, type ShareEvent, type ShareState } from './share.machine';

const DOMAIN = 'https://dramas.example/';
const opened: ShareState = { ...initialShare, showShare: true, filmId: 7, domainUrl: DOMAIN };
const LINK = 'https://dramas.example/s/abc';
const tips: ShareState = { ...opened, showShare: false, showTips: true, count: 2, shareRecordId: 42, link: LINK };

const cases: Array<[string, ShareState, ShareEvent, ShareState, ShareEffect[]]> = [
  ['open shows the dialog for a film', initialShare, { type: 'open', filmId: 7, domainUrl: DOMAIN }, opened, []],
  ['open for another film resets the last share', tips, { type: 'open', filmId: 8, domainUrl: DOMAIN }, { ...opened, filmId: 8 }, []],
  ['close hides the dialog', opened, { type: 'close' }, { ...opened, showShare: false }, []],
  [
    'choosing Facebook closes the dialog and records',
    opened,
    { type: 'chooseChannel', channel: 'facebook' },
    { ...opened, showShare: false },
    [{ type: 'recordShare', filmId: 7, channel: 'facebook' }],
  ],
  [
    'choosing Mail closes the dialog and records',
    opened,
    { type: 'chooseChannel', channel: 'mail' },
    { ...opened, showShare: false },
    [{ type: 'recordShare', filmId: 7, channel: 'mail' }],
  ],
  [
    'choosing Twitter closes the dialog and records',
    opened,
    { type: 'chooseChannel', channel: 'twitter' },
    { ...opened, showShare: false },
    [{ type: 'recordShare', filmId: 7, channel: 'twitter' }],
  ],
  ['a channel with the dialog closed is ignored', initialShare, { type: 'chooseChannel', channel: 'mail' }, initialShare, []],
  [
    'a recorded share shows the tips with the count',
    { ...opened, showShare: false },
    { type: 'shareRecorded', shareRecordId: 42, count: 2, link: LINK },
    tips,
    [],
  ],
  [
    'a negative count reads as zero',
    { ...opened, showShare: false },
    { type: 'shareRecorded', shareRecordId: 42, count: -5, link: LINK },
    { ...tips, count: 0 },
    [],
  ],
  [
    'a failed share is only logged',
    { ...opened, showShare: false },
    { type: 'shareFailed', reason: 'network' },
    { ...opened, showShare: false },
    [{ type: 'log', message: 'share failed: network' }],
  ],
  [
    'visit closes tips and share and opens the domain in a new tab',
    { ...tips, showShare: true },
    { type: 'visit' },
    { ...tips, showTips: false },
    [{ type: 'openUrl', url: DOMAIN, newTab: true }],
  ],
  ['visit without a domain URL just closes', { ...tips, domainUrl: '' }, { type: 'visit' }, { ...tips, domainUrl: '', showTips: false }, []],
  ['visit with no tips shown is ignored', opened, { type: 'visit' }, opened, []],
  ['a fresh count moves the tips', tips, { type: 'progress', count: 3 }, { ...tips, count: 3 }, []],
  ['a late, lower count does not move it back', tips, { type: 'progress', count: 1 }, tips, []],
  ['a count with the tips closed is ignored', opened, { type: 'progress', count: 3 }, opened, []],
  [
    'choosing WhatsApp records it too',
    opened,
    { type: 'chooseChannel', channel: 'whatsapp' },
    { ...opened, showShare: false },
    [{ type: 'recordShare', filmId: 7, channel: 'whatsapp' }],
  ],
  ['closing the tips keeps the record', tips, { type: 'closeTips' }, { ...tips, showTips: false }, []],
];

describe('share machine', () => {
  it.each(cases)('%s', (_name, state, event, expectedState, expectedEffects) => {
    const { state: next, effects } = shareReducer(state, event);
    expect(next).toEqual(expectedState);
    expect(effects).toEqual(expectedEffects);
  });
});
