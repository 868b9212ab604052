import { describe, expect, it } from 'vitest';
import { composerFor } from './community-fakes.test-support';

describe('CommentComposerStore', () => {
  it.each(['', '   ', ' \n\t '])('offers no Post for %j, and sent anyway says why and keeps the text', async (blank) => {
    const { composer, post } = composerFor();
    composer.setText(blank);
    expect(composer.canPost).toBe(false);
    await composer.submit();
    expect(post).not.toHaveBeenCalled();
    expect(composer.errorKey).toBe('community:community.problem.empty');
    expect(composer.text).toBe(blank);
    // More spaces keep the message; a word ends it and Post comes back.
    composer.setText(`${blank}  `);
    expect(composer.errorKey).toBe('community:community.problem.empty');
    composer.setText(`${blank}hi`);
    expect(composer.errorKey).toBeNull();
    expect(composer.canPost).toBe(true);
  });

  it('asks a visitor with blank text nothing: no sign-in for nothing to post', async () => {
    const { composer, openLogin } = composerFor(false);
    composer.setText('  ');
    await composer.submit();
    expect(openLogin).not.toHaveBeenCalled();
    expect(composer.errorKey).toBe('community:community.problem.empty');
  });

  it('posts the text trimmed, empties the box, and offers no Post while sending', async () => {
    const { composer, post } = composerFor();
    composer.setText('  a thought  ');
    const sending = composer.submit();
    expect(composer.canPost).toBe(false);
    await sending;
    expect(post).toHaveBeenCalledWith({ kind: 'comment', filmId: 1, text: 'a thought', photoUrls: [] });
    expect(composer.text).toBe('');
    expect(composer.posted.map((posted) => posted.text)).toEqual(['a thought']);
  });
});
