import { describe, expect, it } from 'vitest';
import { cueText } from './cue-text';

describe('cueText', () => {
  it.each([
    ['I never said that.', 'I never said that.'],
    ['<v Mia>Stay.</v>', 'Stay.'],
    ['<i>Softly</i>, <b>now</b>', 'Softly, now'],
    ['<c.yellow>one</c> <00:00:02.000>two', 'one two'],
    ['Tom &amp; Jerry &lt;3', 'Tom & Jerry <3'],
    ['  line one\nline two  ', 'line one\nline two'],
    ['&unknown;', '&unknown;'],
    ['<script>x</script>', 'x'],
  ])('%j reads %j', (raw, shown) => {
    expect(cueText(raw)).toBe(shown);
  });
});
