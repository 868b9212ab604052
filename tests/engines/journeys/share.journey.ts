import { check, decidedVisitor, LANG, text, type Journey } from './journey';
import { LOCKED_EPISODE, waitForLockPanel } from './locked.journey';

/** From a locked episode's panel: the share dialog, then "copy link", which copies the short link and says so. */
export const shareJourney: Journey = {
  name: 'open the share dialog and copy the link',
  async run(session, context) {
    await decidedVisitor(session);
    await session.goto(LOCKED_EPISODE);
    await waitForLockPanel(session, 11);
    await session.click({ css: 'section.locked button', exactName: text(LANG, 'film', 'locked.shareButton') });
    const title = text(LANG, 'sharing', 'share.title');
    await session.waitFor(
      'the share dialog',
      (name: string) => Array.from(document.querySelectorAll('dialog[open], [role="dialog"]')).some((d) => d.textContent?.includes(name)),
      [title],
    );
    await context.shot(session, 'share-dialog');
    // Toasts go away after a few seconds: every one shown from now on is kept.
    await session.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
      new MutationObserver(() => {
        for (const toast of Array.from(document.querySelectorAll('.toast-host .toast'))) {
          const message = toast.firstChild?.textContent?.trim() ?? '';
          if (message && !seen.includes(message)) seen.push(message);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await session.click({ css: ':is(dialog[open], [role="dialog"]) button', name: text(LANG, 'sharing', 'shareLoop.channel.copy') });
    const link = await session.waitFor(
      'the short link in the tips',
      (label: string) => {
        const field = Array.from(document.querySelectorAll<HTMLInputElement>(':is(dialog[open], [role="dialog"]) input')).find((input) =>
          Array.from(input.labels ?? []).some((l) => l.textContent?.includes(label)),
        );
        return field?.value ?? '';
      },
      [text(LANG, 'sharing', 'shareLoop.linkLabel')],
    );
    check(/\/s\/[A-Za-z0-9]{7}$/.test(link), `the shared link is ${link}`);
    await context.shot(session, 'share-tips');
    const toasts = await session.waitFor('a toast about the copy', () => {
      const seen = (window as unknown as { toastsSeen: string[] }).toastsSeen;
      return seen.length ? seen : null;
    });
    check(
      toasts.some((toast) => toast.includes(text(LANG, 'sharing', 'shareLoop.copied'))),
      `the copy was not confirmed; the toasts said: ${JSON.stringify(toasts)}`,
    );
    if (context.can('readClipboard')) {
      const copied = await session.evaluate(() => navigator.clipboard.readText());
      check(copied === link, `the clipboard holds "${copied}", not the link ${link}`);
    } else {
      context.limitation(
        'reading the clipboard back (a driven page may not read it without a paste gesture); the "copied" toast, shown only when the Clipboard API resolved, is checked',
      );
    }
  },
};
