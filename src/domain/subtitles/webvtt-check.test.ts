import { describe, expect, it } from 'vitest';
import { checkWebVtt, MAX_TRACK_BYTES, type TrackCheck } from './webvtt-check';

const vtt = (...lines: string[]) => lines.join('\n');
const GOOD = vtt('WEBVTT', '', '00:00:01.000 --> 00:00:02.500', 'Hello', '', '2', '00:00:03.000 --> 00:00:04.000', '<v Ana>Where <i>were</i> you?</v>');

describe('checkWebVtt', () => {
  const cases: [string, string, number | null, TrackCheck][] = [
    ['a good track', GOOD, 60, { ok: true, cues: 2 }],
    ['a byte-order mark and a header line', vtt('\uFEFFWEBVTT - Episode 1', 'Kind: captions', '', '00:01.000 --> 00:02.000', 'Hi'), 10, { ok: true, cues: 1 }],
    [
      'NOTE and REGION blocks are skipped',
      vtt('WEBVTT', '', 'NOTE made by hand', '', 'REGION', 'id:a', '', '00:01.000 --> 00:02.000', 'Hi'),
      10,
      { ok: true, cues: 1 },
    ],
    [
      'ruby, class, lang and timestamp tags',
      vtt('WEBVTT', '', '00:01.000 --> 00:03.000', '<c.yellow.bg>a</c> <ruby>漢<rt>kan</rt></ruby> <lang hi>नमस्ते</lang> <00:02.000>b'),
      10,
      { ok: true, cues: 1 },
    ],
    ['an unknown duration does not check the end', vtt('WEBVTT', '', '10:00:00.000 --> 10:00:01.000', 'late'), null, { ok: true, cues: 1 }],
    ['a cue ending within half a second of the end', vtt('WEBVTT', '', '00:09.000 --> 00:10.400', 'end'), 10, { ok: true, cues: 1 }],
    ['no signature', vtt('WEBVT', '', '00:01.000 --> 00:02.000', 'Hi'), 10, { ok: false, problem: 'signature', line: 1 }],
    ['a NUL byte', vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'H\0i'), 10, { ok: false, problem: 'signature', line: 4 }],
    ['a broken timing line', vtt('WEBVTT', '', '00:01.000 -> 00:02.000', 'Hi'), 10, { ok: false, problem: 'timing', line: 3 }],
    ['an end before its start', vtt('WEBVTT', '', 'a', '00:05.000 --> 00:02.000', 'Hi'), 10, { ok: false, problem: 'timing', line: 4 }],
    ['cues out of order', vtt('WEBVTT', '', '00:05.000 --> 00:06.000', 'B', '', '00:01.000 --> 00:02.000', 'A'), 10, { ok: false, problem: 'order', line: 6 }],
    [
      'a cue past the video',
      vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'A', '', '00:09.000 --> 00:12.000', 'B'),
      10,
      { ok: false, problem: 'past_end', line: 6 },
    ],
    ['a script line', vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'fine', '<script>alert(1)</script>'), 10, { ok: false, problem: 'markup', line: 5 }],
    ['an image tag', vtt('WEBVTT', '', '00:01.000 --> 00:02.000', '<img src=x onerror=alert(1)>'), 10, { ok: false, problem: 'markup', line: 4 }],
    ['an unclosed tag', vtt('WEBVTT', '', '00:01.000 --> 00:02.000', 'a <a href="javascript:x"'), 10, { ok: false, problem: 'markup', line: 4 }],
    [
      'a STYLE block',
      vtt('WEBVTT', '', 'STYLE', '::cue { background: url(https://x) }', '', '00:01.000 --> 00:02.000', 'Hi'),
      10,
      { ok: false, problem: 'markup', line: 3 },
    ],
    ['a timing without text', vtt('WEBVTT', '', '00:01.000 --> 00:02.000'), 10, { ok: false, problem: 'empty', line: 3 }],
    ['no cue at all', vtt('WEBVTT', ''), 10, { ok: false, problem: 'empty', line: 2 }],
  ];
  it.each(cases)('%s', (_name, text, duration, expected) => {
    expect(checkWebVtt(text, new TextEncoder().encode(text).length, duration)).toEqual(expected);
  });

  it('refuses a file over the size limit before reading it', () => {
    expect(checkWebVtt(GOOD, MAX_TRACK_BYTES + 1, 60)).toEqual({ ok: false, problem: 'too_large', line: 1 });
  });
});
