import { describe, expect, it } from 'vitest';
import { jsonNumber, jsonString } from './infrastructure';

describe('jsonString and jsonNumber (the access log line)', () => {
  it('write what JSON.stringify writes, for every character and for random texts', () => {
    for (let c = 0; c < 0x10000; c++) {
      const one = String.fromCharCode(c);
      expect(jsonString(one)).toBe(JSON.stringify(one));
      expect(jsonString(`/a${one}b`)).toBe(JSON.stringify(`/a${one}b`));
    }
    const pick = '"\\/ \u0000\u001f\u007f\u0080\u2028\ud800\udc00é😀abcXYZ09-._~%?&=:;'.split('');
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: i % 40 }, (_, j) => pick[(i * 7 + j * 13 + ((i * j) % 11)) % pick.length]).join('');
      expect(jsonString(text)).toBe(JSON.stringify(text));
    }
    expect(jsonString('')).toBe('""');
    expect(jsonString('9af8921b-d9c1-4761-ae6e-43fa6c29f6de')).toBe('"9af8921b-d9c1-4761-ae6e-43fa6c29f6de"');
  });

  it('writes numbers as JSON.stringify does, null for NaN and the infinities', () => {
    for (const n of [0, -0, 1, 200, 0.1, 1.3, 12345.6, -7.25, 1e21, 1e-7, 5e-324, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity]) {
      expect(jsonNumber(n)).toBe(JSON.stringify(n));
    }
  });
});
