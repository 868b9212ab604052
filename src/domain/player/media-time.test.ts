import { describe, expect, it } from 'vitest';
import { clampSeek, clockTime, knownDuration, startTimeParam } from './media-time';

describe('clockTime', () => {
  it.each([
    [0, '0:00'],
    [3.9, '0:03'],
    [12, '0:12'],
    [59.99, '0:59'],
    [60, '1:00'],
    [605, '10:05'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-4, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%s s reads %s', (seconds, shown) => {
    expect(clockTime(seconds)).toBe(shown);
  });
});

describe('knownDuration', () => {
  it.each([
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [0, null],
    [-1, null],
    [0.04, 0.04],
    [12, 12],
  ])('a reported %s is %s', (reported, known) => {
    expect(knownDuration(reported)).toBe(known);
  });
});

describe('clampSeek', () => {
  it.each([
    [5, 12, 5],
    [-3, 12, 0],
    [15, 12, 12],
    [15, null, 15],
    [Number.NaN, 12, 0],
  ])('seeking to %s in %s s lands at %s', (target, duration, landed) => {
    expect(clampSeek(target, duration)).toBe(landed);
  });
});

describe('startTimeParam', () => {
  it.each([
    [null, null],
    ['', null],
    ['7', 7],
    ['75.5', 75.5],
    ['0', null],
    ['-3', null],
    ['1:15', 75],
    ['1:02:03', 3723],
    ['1:75', null],
    ['1:2', null],
    ['86400', 86_400],
    ['86401', null],
    ['7s', null],
    ['1e3', null],
    ['Infinity', null],
    [' 7', null],
  ])('%j reads as %j', (raw, expected) => {
    expect(startTimeParam(raw)).toBe(expected);
  });
});
