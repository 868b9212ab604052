import { describe, expect, it } from 'vitest';
import { addCue, correctCue, vttTimestamp, type Correction } from './cue-correction';
import { checkWebVtt } from './webvtt-check';

const TRACK = [
  'WEBVTT - episode 3',
  '',
  'NOTE translated by hand',
  '',
  'intro',
  '00:01.000 --> 00:02.500 line:80%',
  '<v Ana>Where were you?',
  '',
  '00:03.000 --> 00:05.000',
  'At the harbour.',
  'All night.',
  '',
].join('\n');

describe('correctCue', () => {
  const cases: [string, number, string, Correction][] = [
    [
      'the cue starting at that moment, its identifier and settings kept',
      1,
      'Where have you been?',
      { ok: true, source: TRACK.replace('<v Ana>Where were you?', 'Where have you been?') },
    ],
    [
      'the cue on screen at that moment, two lines made one',
      4.2,
      'At the port, all night.',
      { ok: true, source: TRACK.replace('At the harbour.\nAll night.', 'At the port, all night.') },
    ],
    [
      'markup in the text written as text',
      3,
      '<b>Bold</b> & more',
      { ok: true, source: TRACK.replace('At the harbour.\nAll night.', '&lt;b&gt;Bold&lt;/b&gt; &amp; more') },
    ],
    ['no cue at that moment', 2.7, 'Anything', { ok: false, reason: 'no_cue' }],
    ['a text with nothing to show', 1, ' \n ', { ok: false, reason: 'empty_text' }],
  ];
  it.each(cases)('%s', (_name, start, text, expected) => {
    expect(correctCue(TRACK, start, text)).toEqual(expected);
  });

  it('gives a file that passes the track check', () => {
    const corrected = correctCue(TRACK, 3, 'At the port.');
    expect(corrected.ok && checkWebVtt(corrected.source, corrected.source.length, 10)).toEqual({ ok: true, cues: 2 });
  });
});

describe('addCue', () => {
  it('adds the missing line in time order, two seconds long unless told', () => {
    const added = addCue(TRACK, 2.6, 'Hello?');
    expect(added).toEqual({ ok: true, source: TRACK.replace('\n00:03.000 -->', '\n00:02.600 --> 00:04.600\nHello?\n\n00:03.000 -->') });
    expect(added.ok && checkWebVtt(added.source, added.source.length, 10)).toEqual({ ok: true, cues: 3 });
    expect(addCue(TRACK, 9, 'The end', 9.5)).toEqual({ ok: true, source: `${TRACK}\n00:09.000 --> 00:09.500\nThe end\n` });
  });
});

describe('vttTimestamp', () => {
  it.each([
    [0, '00:00.000'],
    [61.5, '01:01.500'],
    [3725.042, '01:02:05.042'],
  ])('%s s is %s', (value, stamp) => expect(vttTimestamp(value)).toBe(stamp));
});
