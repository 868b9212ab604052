import { describe, expect, it } from 'vitest';
import { parseWebVtt } from './webvtt.parser';

describe('parseWebVtt', () => {
  it.each([
    ['an empty file', '', []],
    ['only the header', 'WEBVTT\n', []],
    ['one cue', 'WEBVTT\n\n00:00.500 --> 00:03.000\nHello.', [{ start: 0.5, end: 3, text: 'Hello.' }]],
    ['hours in the timing', 'WEBVTT\n\n01:00:01.000 --> 01:00:02.250\nLate.', [{ start: 3601, end: 3602.25, text: 'Late.' }]],
    ['a cue identifier', 'WEBVTT\n\nintro\n00:00:01.000 --> 00:00:02.000\nHi', [{ start: 1, end: 2, text: 'Hi' }]],
    ['cue settings after the timing', 'WEBVTT\n\n00:01.000 --> 00:02.000 line:10% align:start\nHi', [{ start: 1, end: 2, text: 'Hi' }]],
    ['two rows of text', 'WEBVTT\n\n00:01.000 --> 00:02.000\nOne\ntwo', [{ start: 1, end: 2, text: 'One\ntwo' }]],
    ['tags and escapes', 'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Mia>Run &amp; <i>hide</i></v>', [{ start: 1, end: 2, text: 'Run & hide' }]],
    ['markup stays text', 'WEBVTT\n\n00:01.000 --> 00:02.000\n&lt;script&gt;', [{ start: 1, end: 2, text: '<script>' }]],
    ['Windows line ends and a BOM', '\uFEFFWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHi\r\n', [{ start: 1, end: 2, text: 'Hi' }]],
    ['NOTE and STYLE blocks', 'WEBVTT\n\nNOTE a --> b\n\nSTYLE\n::cue { color: red }\n\n00:01.000 --> 00:02.000\nHi', [{ start: 1, end: 2, text: 'Hi' }]],
    ['a cue running backwards', 'WEBVTT\n\n00:05.000 --> 00:02.000\nNo', []],
    ['seconds past 59', 'WEBVTT\n\n00:61.000 --> 01:02.000\nNo', []],
    ['a malformed timing', 'WEBVTT\n\n0:01.0 --> 0:02.0\nNo', []],
    ['a cue with only tags', 'WEBVTT\n\n00:01.000 --> 00:02.000\n<b></b>', []],
  ])('%s', (_name, source, expected) => {
    expect(parseWebVtt(source)).toEqual(expected);
  });

  it('keeps the file order of several cues', () => {
    const source = 'WEBVTT\n\n00:00.500 --> 00:03.000\nFirst\n\n00:03.400 --> 00:05.900\nSecond\n\n00:06.300 --> 00:08.800\nThird\n';
    expect(parseWebVtt(source).map((line) => line.text)).toEqual(['First', 'Second', 'Third']);
  });
});
