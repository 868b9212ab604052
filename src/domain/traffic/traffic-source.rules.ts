import { isCrawler } from './crawler.rules';
import type { TrafficSignals } from './traffic-signals';
import type { TrafficSource } from './traffic-source';

type Rule = (s: TrafficSignals) => boolean;

// Country suffixes search engines and social sites use: google.de, google.co.uk, google.com.br, yahoo.co.jp.
const TLD = String.raw`(?:com|net|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`;
const sub = String.raw`(?:[a-z0-9-]+\.)*`;
const host = (pattern: string): RegExp => new RegExp(`^(?:${pattern})$`);

const hasParam = (s: TrafficSignals, ...names: string[]): boolean => names.some((n) => (s.params.get(n) ?? '') !== '');
/** utm_source is one of the names, optionally followed by a separator and more (`facebook_ads`, `fb-story`). */
const sourceIs = (s: TrafficSignals, ...names: string[]): boolean =>
  names.some((n) => s.utmSource === n || s.utmSource === `${n}.com` || new RegExp(`^${n}[-_. ]`).test(s.utmSource));
const referredBy = (s: TrafficSignals, pattern: RegExp): boolean => pattern.test(s.referrerHost);
// Webmail hosts of search companies (mail.google.com, mail.yandex.ru, mail.yahoo.com) belong to email.
const isMailHost = (h: string): boolean => /^(?:[a-z0-9-]+\.)*(?:mail|webmail)\./.test(h);
// In-app browser markers only count for real visitors: Pinterestbot must not pass as the Pinterest app.
const appAgent = (s: TrafficSignals, pattern: RegExp): boolean => pattern.test(s.userAgent) && !isCrawler(s.userAgent);

const FACEBOOK_HOST = host(`${sub}(?:facebook\\.com|fb\\.com|fb\\.me|messenger\\.com)|com\\.facebook\\.[a-z.]+`);
const INSTAGRAM_HOST = host(`${sub}instagram\\.com|com\\.instagram\\.android`);
const INSTAGRAM_AGENT = /\bInstagram\b/;

const instagram: Rule = (s) => sourceIs(s, 'instagram', 'ig') || referredBy(s, INSTAGRAM_HOST) || appAgent(s, INSTAGRAM_AGENT) || hasParam(s, 'igshid', 'igsh');

/** Ordered rules; the classifier walks them in the order of `TRAFFIC_SOURCES`. */
export const TRAFFIC_RULES: ReadonlyArray<readonly [Exclude<TrafficSource, 'direct' | 'other'>, Rule]> = [
  [
    'facebook',
    // Meta appends fbclid to Instagram outbound links too, so fbclid only means Facebook when nothing says Instagram.
    (s) =>
      sourceIs(s, 'facebook', 'fb') ||
      referredBy(s, FACEBOOK_HOST) ||
      appAgent(s, /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b|\[FB/) ||
      (hasParam(s, 'fbclid') && !instagram(s)),
  ],
  [
    'google',
    (s) =>
      hasParam(s, 'gclid', 'gbraid', 'wbraid', 'dclid', 'gclsrc') ||
      sourceIs(s, 'google') ||
      referredBy(s, host(`(?:(?:m|news|images|scholar|search)\\.)?google\\.${TLD}|com\\.google\\.android\\.googlequicksearchbox`)) ||
      referredBy(s, host(`${sub}(?:googleadservices\\.com|googlesyndication\\.com|doubleclick\\.net)`)),
  ],
  [
    'bing',
    (s) => hasParam(s, 'msclkid') || sourceIs(s, 'bing') || referredBy(s, host(`${sub}bing\\.com|com\\.microsoft\\.bing`)) || appAgent(s, /BingSapphire/),
  ],
  [
    'yandex',
    (s) =>
      hasParam(s, 'yclid', 'ysclid') ||
      sourceIs(s, 'yandex') ||
      (!isMailHost(s.referrerHost) && referredBy(s, host(`${sub}yandex\\.${TLD}|ya\\.ru|ru\\.yandex\\.[a-z.]+`))),
  ],
  [
    'snapchat',
    (s) =>
      hasParam(s, 'sccid') ||
      sourceIs(s, 'snapchat', 'snap') ||
      referredBy(s, host(`${sub}snapchat\\.com|com\\.snapchat\\.android`)) ||
      appAgent(s, /Snapchat/),
  ],
  ['instagram', instagram],
  [
    'pinterest',
    (s) =>
      hasParam(s, 'epik') || sourceIs(s, 'pinterest') || referredBy(s, host(`${sub}pinterest\\.${TLD}|pin\\.it|com\\.pinterest`)) || appAgent(s, /Pinterest/),
  ],
  [
    'email',
    (s) =>
      /^(?:e-?mail|newsletter|mail|edm)(?:[-_ ]|$)/.test(s.utmMedium) ||
      sourceIs(s, 'email', 'e-mail', 'newsletter', 'mailchimp', 'klaviyo', 'sendgrid', 'brevo', 'sendinblue') ||
      hasParam(s, 'mc_cid', 'mc_eid', '_kx') ||
      isMailHost(s.referrerHost) ||
      referredBy(
        s,
        host(
          `outlook\\.(?:live|office|office365)\\.com|e\\.mail\\.ru|com\\.google\\.android\\.gm|com\\.microsoft\\.office\\.outlook|com\\.yahoo\\.mobile\\.client\\.android\\.mail`,
        ),
      ),
  ],
  ['outbrain', (s) => hasParam(s, 'oborigurl', 'dicbo', 'obclickid') || sourceIs(s, 'outbrain') || referredBy(s, host(`${sub}outbrain\\.com`))],
  ['taboola', (s) => hasParam(s, 'tblci') || sourceIs(s, 'taboola') || referredBy(s, host(`${sub}taboola\\.com`))],
  [
    'tiktok',
    (s) =>
      hasParam(s, 'ttclid') ||
      sourceIs(s, 'tiktok') ||
      referredBy(s, host(`${sub}tiktok\\.com|com\\.zhiliaoapp\\.musically|com\\.ss\\.android\\.ugc\\.trill`)) ||
      appAgent(s, /musical_ly|BytedanceWebview|\bTikTok\b|\btrill_\d/i),
  ],
  [
    'yahoo',
    (s) =>
      sourceIs(s, 'yahoo') || (!isMailHost(s.referrerHost) && referredBy(s, host(`${sub}yahoo\\.${TLD}|com\\.yahoo\\.mobile\\.client\\.android\\.search`))),
  ],
  ['spider', (s) => isCrawler(s.userAgent)],
  ['baidu', (s) => hasParam(s, 'bd_vid') || sourceIs(s, 'baidu') || referredBy(s, host(`${sub}baidu\\.(?:com|cn)`)) || appAgent(s, /baiduboxapp/i)],
  ['duckduckgo', (s) => sourceIs(s, 'duckduckgo', 'ddg') || referredBy(s, host(`${sub}duckduckgo\\.com`))],
  ['mediago', (s) => sourceIs(s, 'mediago') || referredBy(s, host(`${sub}mediago\\.io`))],
  [
    'twitter',
    (s) =>
      hasParam(s, 'twclid') ||
      sourceIs(s, 'twitter', 'x', 'tw') ||
      referredBy(s, host(`t\\.co|${sub}twitter\\.com|${sub}x\\.com|com\\.twitter\\.android`)) ||
      appAgent(s, /Twitter for (?:iPhone|iPad|Android)|TwitterAndroid/),
  ],
  ['shareasale', (s) => hasParam(s, 'sscid') || sourceIs(s, 'shareasale') || referredBy(s, host(`${sub}shareasale(?:-analytics)?\\.com`))],
  ['kwai', (s) => sourceIs(s, 'kwai') || referredBy(s, host(`${sub}kwai\\.com|kw\\.ai|com\\.kwai\\.[a-z.]+`)) || appAgent(s, /\bKwai(?:[_ ]?Lite)?\//i)],
  // Thinla publishes no click id; only its utm_source and referrer host identify it.
  ['thinla', (s) => sourceIs(s, 'thinla') || referredBy(s, host(`${sub}thinla\\.com`))],
];
