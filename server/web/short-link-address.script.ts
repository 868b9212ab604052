import { SHORT_LINK_PREFIX } from '../modules/sharing/short-url.service';
import { inlineScript } from './inline-script';

/**
 * A page can be answered at its short link's address (server/modules/sharing/short-link-in-place.ts). This script,
 * first in the head, then puts the page's own address (`url`: its path and query) in the address bar before any other
 * script reads it (the app's router, the share visit's query), so reloads, bookmarks and shares use the real page.
 * Opened at its own address, the page is left alone. `<` is escaped, so no address can end the script early.
 */
export function shortLinkAddressScript(url: string, nonce: string | undefined): string {
  const address = JSON.stringify(url).replaceAll('<', '\\u003c');
  const source = `if(location.pathname.indexOf("${SHORT_LINK_PREFIX}")===0)history.replaceState(history.state,"",${address}+location.hash)`;
  return inlineScript(source, nonce);
}
