// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { offerServerBox, takeServerBox } from './server-comment-box';

function serverBox(): HTMLTextAreaElement {
  const box = document.createElement('textarea');
  document.body.append(box);
  return box;
}

function type(box: HTMLTextAreaElement, text: string): void {
  box.value += text;
  box.dispatchEvent(new Event('input'));
}

afterEach(() => {
  takeServerBox(null);
  document.body.replaceChildren();
});

describe('the server comment box, taken over by the live section', () => {
  it('gives nothing when no box was offered, or nothing was typed into an unfocused one', () => {
    expect(takeServerBox(null)).toBeNull();
    offerServerBox(serverBox());
    expect(takeServerBox(null)).toBeNull();
  });

  it('gives the text, caret and focus of a box hydrated in place, once', () => {
    const box = serverBox();
    offerServerBox(box);
    box.focus();
    type(box, 'first words');
    box.setSelectionRange(5, 5);
    expect(takeServerBox(box)).toEqual({ value: 'first words', selectionStart: 5, selectionEnd: 5, focused: true, replaced: false });
    expect(takeServerBox(box)).toBeNull();
  });

  it('gives what a box React removed last held, with its focus, for the new box to take', () => {
    const box = serverBox();
    offerServerBox(box);
    box.focus();
    type(box, 'typed before');
    box.remove();
    const live = serverBox();
    expect(takeServerBox(live)).toEqual({ value: 'typed before', selectionStart: 12, selectionEnd: 12, focused: true, replaced: true });
  });

  it('gives a focused empty box (its focus to keep), and not a box the visitor left empty', () => {
    const box = serverBox();
    offerServerBox(box);
    box.focus();
    expect(takeServerBox(box)).toMatchObject({ value: '', focused: true });
    const left = serverBox();
    offerServerBox(left);
    left.focus();
    left.blur();
    expect(takeServerBox(left)).toBeNull();
  });

  it('forgets a box its host withdrew, and stops watching it', () => {
    const box = serverBox();
    const withdraw = offerServerBox(box);
    type(box, 'x');
    withdraw();
    expect(takeServerBox(box)).toBeNull();
  });
});
