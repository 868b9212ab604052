import { describe, expect, it } from 'vitest';
import { playerCommand } from './player-keys';

const plain = { shift: false, ctrlOrMeta: false, alt: false };

describe('player keys', () => {
  it.each([
    [' ', plain, 'other', { type: 'toggle' }],
    [' ', plain, 'button', null],
    ['k', plain, 'button', { type: 'toggle' }],
    ['K', plain, 'other', { type: 'toggle' }],
    ['ArrowRight', plain, 'other', { type: 'seek', seconds: 5 }],
    ['ArrowLeft', plain, 'button', { type: 'seek', seconds: -5 }],
    ['ArrowRight', { ...plain, shift: true }, 'other', { type: 'seek', seconds: 15 }],
    ['ArrowRight', plain, 'slider', { type: 'seek', seconds: 5 }],
    ['ArrowLeft', { ...plain, shift: true }, 'slider', { type: 'seek', seconds: -15 }],
    [' ', plain, 'slider', { type: 'toggle' }],
    ['c', plain, 'other', { type: 'subtitles' }],
    ['C', plain, 'button', { type: 'subtitles' }],
    ['+', { ...plain, shift: true }, 'other', { type: 'subtitleSize', step: 1 }],
    ['=', plain, 'button', { type: 'subtitleSize', step: 1 }],
    ['-', plain, 'other', { type: 'subtitleSize', step: -1 }],
    ['_', { ...plain, shift: true }, 'slider', { type: 'subtitleSize', step: -1 }],
    ['-', { ...plain, ctrlOrMeta: true }, 'other', null],
    ['+', { ...plain, ctrlOrMeta: true }, 'other', null],
    ['f', plain, 'other', { type: 'fullscreen' }],
    ['m', plain, 'slider', { type: 'mute' }],
    ['f', { ...plain, ctrlOrMeta: true }, 'other', null],
    ['m', { ...plain, alt: true }, 'other', null],
    ['x', plain, 'other', null],
  ] as const)('%j with %j on %s', (key, modifiers, target, expected) => {
    expect(playerCommand(key, modifiers, target)).toEqual(expected);
  });
});
