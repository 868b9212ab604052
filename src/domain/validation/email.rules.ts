/**
 * The site's one e-mail rule, used by the SPA's forms and by the server (README "E-mail addresses").
 * It accepts what a mail server accepts for delivery: the dot-atom local part of RFC 5321 with every character
 * HTML's `type=email` allows (`+`, `'`, `!`...), internationalised local parts (RFC 6531) and internationalised
 * domains (IDNA), which are kept in their ASCII form so `bücher.de` and `xn--bcher-kva.de` are one address.
 */

/** ASCII `atext` of RFC 5322 (what HTML's type=email allows before the @) plus letters, marks and digits of any script. */
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\-\p{L}\p{M}\p{N}]+$/u;
/** What may stand in a domain before IDNA turns it into ASCII: letters, marks and digits of any script, '-', '_', '.'. */
const DOMAIN_TEXT = /^[\p{L}\p{M}\p{N}._-]+$/u;
/** One ASCII label: no '-' at either end, at most 63 characters; '_' is allowed, as DNS allows it. */
const DOMAIN_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/;
/** A top-level domain is letters (`com`, `de`) or an IDNA label (`xn--p1ai`), never digits: `a@1.2.3.4` is no address. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const LOCAL_MAX_BYTES = 64;
const DOMAIN_MAX = 253;
const ADDRESS_MAX = 254;

const utf8Length = (text: string): number => new TextEncoder().encode(text).length;

function localPart(local: string): string | null {
  if (local === '' || utf8Length(local) > LOCAL_MAX_BYTES) return null;
  // Dot-atom: dots only between atoms, so no leading, trailing or doubled dot (mail servers refuse them unquoted).
  return local.split('.').every((atom) => LOCAL_ATOM.test(atom)) ? local.toLowerCase() : null;
}

/** The domain in ASCII (IDNA, UTS #46 through the platform's URL parser, the same in browsers and Node), or null. */
function asciiDomain(domain: string): string | null {
  if (!DOMAIN_TEXT.test(domain)) return null;
  let ascii: string;
  try {
    ascii = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  const labels = ascii.split('.');
  if (ascii.length > DOMAIN_MAX || labels.length < 2) return null;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  return TOP_LEVEL.test(labels[labels.length - 1]!) ? ascii : null;
}

/**
 * The address as the site keeps and compares it (trimmed, NFC, lower case, ASCII domain), or null when it is not
 * an address a mail server would deliver to. Quoted local parts (`"a b"@x.com`) and IP-literal domains are not
 * accepted: HTML's type=email refuses them too and no visitor has one as their only address.
 */
export function normalizeEmail(value: string): string | null {
  const address = value.trim().normalize('NFC');
  const at = address.indexOf('@');
  if (at < 0 || address.indexOf('@', at + 1) >= 0) return null;
  const local = localPart(address.slice(0, at));
  const domain = asciiDomain(address.slice(at + 1));
  if (local === null || domain === null) return null;
  const normalized = `${local}@${domain}`;
  return utf8Length(normalized) <= ADDRESS_MAX ? normalized : null;
}

/** Whether a (non-blank) value is an e-mail address the site accepts. */
export function isEmailAddress(value: string): boolean {
  return normalizeEmail(value) !== null;
}
