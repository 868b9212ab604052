import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyTrafficSource } from './traffic-source.classifier';
import { TRAFFIC_SOURCES, type QueryRecord, type TrafficSource } from './traffic-source';
import { TRAFFIC_RULES } from './traffic-source.rules';
import { UA } from './user-agents.fixture';

const HOST = 'dramas.example';
type Visit = { url?: string | QueryRecord; referrer?: string; ua?: string; host?: string };
const landing = (query = ''): string => `https://${HOST}/playlet/12/videos/3.html${query}`;

const cases: Array<[TrafficSource, string, Visit]> = [
  ['facebook', 'fbclid on the landing URL', { url: landing('?fbclid=IwAR2xQ_8Zk3kYpLJm1') }],
  ['facebook', 'link shim referrer l.facebook.com', { referrer: 'https://l.facebook.com/' }],
  ['facebook', 'mobile site referrer', { referrer: 'https://m.facebook.com/', ua: UA.safariIphone }],
  ['facebook', 'lite link shim lm.facebook.com', { referrer: 'https://lm.facebook.com/l.php?u=https%3A%2F%2Fdramas.example' }],
  ['facebook', 'Facebook iOS in-app browser', { ua: UA.facebookIos }],
  ['facebook', 'Facebook Android in-app browser', { ua: UA.facebookAndroid }],
  ['facebook', 'Messenger in-app browser', { ua: UA.messengerIos }],
  ['facebook', 'utm_source=fb', { url: landing('?utm_source=fb&utm_medium=paid') }],
  ['facebook', 'Facebook Android app referrer', { referrer: 'android-app://com.facebook.katana/' }],
  ['facebook', 'query record with fbclid', { url: { fbclid: 'IwAR0abc', page: '2' } }],
  ['google', 'gclid from Google Ads', { url: landing('?gclid=Cj0KCQiA2KitBhCIARIsAPPMEhK') }],
  ['google', 'gbraid from iOS ads', { url: landing('?gbraid=0AAAAADdPqG') }],
  ['google', 'wbraid from web-to-app ads', { url: landing('?wbraid=ClkKCQjw') }],
  ['google', 'google.com referrer', { referrer: 'https://www.google.com/' }],
  ['google', 'google.co.uk referrer', { referrer: 'https://www.google.co.uk/' }],
  ['google', 'google.com.br referrer', { referrer: 'https://www.google.com.br/' }],
  ['google', 'google.de referrer on a phone', { referrer: 'https://www.google.de/', ua: UA.chromeAndroid }],
  ['google', 'Google app on Android', { referrer: 'android-app://com.google.android.googlequicksearchbox/https/www.google.com' }],
  ['google', 'a crawler following an ad link still counts as google (spec order)', { url: landing('?gclid=abc'), ua: UA.googlebot }],
  ['bing', 'msclkid from Microsoft Ads', { url: landing('?msclkid=5e1a3c0b7d2f1a8e9c') }],
  ['bing', 'bing.com referrer', { referrer: 'https://www.bing.com/' }],
  ['bing', 'cn.bing.com referrer', { referrer: 'https://cn.bing.com/' }],
  ['bing', 'utm_source=bing', { url: landing('?utm_source=bing&utm_medium=cpc') }],
  ['bing', 'Bing app user agent', { ua: UA.bingApp }],
  ['yandex', 'yclid from Yandex Direct', { url: landing('?yclid=2713458928493452799') }],
  ['yandex', 'ysclid appended by Yandex search', { url: landing('?ysclid=lq2x8v9k1r123456789') }],
  ['yandex', 'yandex.ru referrer', { referrer: 'https://yandex.ru/' }],
  ['yandex', 'ya.ru referrer', { referrer: 'https://ya.ru/' }],
  ['yandex', 'yandex.com.tr referrer', { referrer: 'https://yandex.com.tr/' }],
  ['snapchat', 'ScCid click id', { url: landing('?ScCid=8f2b1c4e-7d3a-4e1b-9f3c-2a5d6e7f8a9b') }],
  ['snapchat', 'Snapchat iOS in-app browser', { ua: UA.snapchatIos }],
  ['snapchat', 'Snapchat Android in-app browser', { ua: UA.snapchatAndroid }],
  ['snapchat', 'snapchat.com referrer', { referrer: 'https://www.snapchat.com/' }],
  ['snapchat', 'utm_source=snapchat', { url: landing('?utm_source=snapchat&utm_campaign=drama') }],
  ['instagram', 'instagram.com referrer', { referrer: 'https://www.instagram.com/' }],
  ['instagram', 'link shim l.instagram.com', { referrer: 'https://l.instagram.com/' }],
  ['instagram', 'Instagram iOS in-app browser', { ua: UA.instagramIos }],
  ['instagram', 'Instagram Android in-app browser', { ua: UA.instagramAndroid }],
  ['instagram', 'Instagram link with fbclid is still instagram', { url: landing('?fbclid=PAAaZ1'), ua: UA.instagramIos }],
  ['instagram', 'utm_source=ig with fbclid', { url: landing('?utm_source=ig&fbclid=PAAa') }],
  ['pinterest', 'epik click id', { url: landing('?epik=dj0yJnU9bXhqN') }],
  ['pinterest', 'pinterest.com referrer', { referrer: 'https://www.pinterest.com/' }],
  ['pinterest', 'pinterest.co.uk referrer', { referrer: 'https://www.pinterest.co.uk/' }],
  ['pinterest', 'pin.it short link', { referrer: 'https://pin.it/' }],
  ['pinterest', 'Pinterest iOS app', { ua: UA.pinterestIos }],
  ['pinterest', 'Pinterest Android app', { ua: UA.pinterestAndroid }],
  ['email', 'utm_medium=email', { url: landing('?utm_source=weekly&utm_medium=email') }],
  ['email', 'utm_medium=newsletter', { url: landing('?utm_medium=newsletter&utm_campaign=may') }],
  ['email', 'Gmail web referrer', { referrer: 'https://mail.google.com/' }],
  ['email', 'Outlook web referrer', { referrer: 'https://outlook.live.com/' }],
  ['email', 'Gmail Android app referrer', { referrer: 'android-app://com.google.android.gm/' }],
  ['email', 'Yahoo Mail referrer (not yahoo search)', { referrer: 'https://mail.yahoo.com/' }],
  ['email', 'Yandex Mail referrer (not yandex search)', { referrer: 'https://mail.yandex.ru/' }],
  ['email', 'Mailchimp campaign id', { url: landing('?mc_cid=4d2f1e&mc_eid=9a8b7c') }],
  ['outbrain', 'obOrigUrl marker', { url: landing('?obOrigUrl=true') }],
  ['outbrain', 'dicbo click id', { url: landing('?dicbo=v2-4f8e1b2c3d') }],
  ['outbrain', 'paid.outbrain.com referrer', { referrer: 'https://paid.outbrain.com/' }],
  ['outbrain', 'utm_source=outbrain', { url: landing('?utm_source=outbrain&utm_medium=native') }],
  ['outbrain', 'outbrain.com referrer', { referrer: 'https://www.outbrain.com/' }],
  ['taboola', 'tblci click id', { url: landing('?tblci=GiCyx0S6oXKX') }],
  ['taboola', 'trc.taboola.com referrer', { referrer: 'https://trc.taboola.com/' }],
  ['taboola', 'utm_source=taboola', { url: landing('?utm_source=taboola&utm_medium=referral') }],
  ['taboola', 'taboola.com referrer', { referrer: 'https://www.taboola.com/' }],
  ['taboola', 'query record with tblci', { url: { tblci: ['GiA1', 'GiA2'] } }],
  ['tiktok', 'ttclid click id', { url: landing('?ttclid=E.C.P.CscBxNOp') }],
  ['tiktok', 'TikTok iOS in-app browser (musical_ly)', { ua: UA.tiktokIos }],
  ['tiktok', 'TikTok Android in-app browser (trill, BytedanceWebview)', { ua: UA.tiktokAndroid }],
  ['tiktok', 'tiktok.com referrer', { referrer: 'https://www.tiktok.com/' }],
  ['tiktok', 'vm.tiktok.com short link referrer', { referrer: 'https://vm.tiktok.com/' }],
  ['tiktok', 'utm_source=tiktok', { url: landing('?utm_source=tiktok&utm_medium=paid') }],
  ['yahoo', 'search.yahoo.com referrer', { referrer: 'https://search.yahoo.com/' }],
  ['yahoo', 'regional uk.search.yahoo.com', { referrer: 'https://uk.search.yahoo.com/' }],
  ['yahoo', 'Yahoo Japan', { referrer: 'https://search.yahoo.co.jp/' }],
  ['yahoo', 'utm_source=yahoo', { url: landing('?utm_source=yahoo&utm_medium=cpc') }],
  ['yahoo', 'yahoo.com portal', { referrer: 'https://www.yahoo.com/' }],
  ['spider', 'Googlebot with no referrer (google keys on referrer/params)', { ua: UA.googlebot }],
  ['spider', 'Googlebot smartphone', { ua: UA.googlebotSmartphone }],
  ['spider', 'Google-InspectionTool', { ua: UA.googleInspection }],
  ['spider', 'bingbot', { ua: UA.bingbot }],
  ['spider', 'YandexBot', { ua: UA.yandexBot }],
  ['spider', 'Baiduspider (spider comes before baidu)', { ua: UA.baiduspider }],
  ['spider', 'DuckDuckBot', { ua: UA.duckDuckBot }],
  ['spider', 'facebookexternalhit link preview', { ua: UA.facebookExternalHit }],
  ['spider', 'Twitterbot (spider comes before twitter)', { ua: UA.twitterbot }],
  ['spider', 'AhrefsBot', { ua: UA.ahrefsBot }],
  ['spider', 'HeadlessChrome', { ua: UA.headlessChrome }],
  ['spider', 'Pinterestbot is not the Pinterest app', { ua: UA.pinterestbot }],
  ['spider', 'Yahoo Slurp', { ua: UA.yahooSlurp }],
  ['spider', 'SemrushBot with a t.co referrer', { ua: UA.semrushBot, referrer: 'https://t.co/' }],
  ['spider', 'curl', { ua: UA.curl }],
  ['baidu', 'baidu.com referrer', { referrer: 'https://www.baidu.com/' }],
  ['baidu', 'm.baidu.com referrer', { referrer: 'https://m.baidu.com/' }],
  ['baidu', 'bd_vid ad click id', { url: landing('?bd_vid=11849563187539583765') }],
  ['baidu', 'Baidu app in-app browser', { ua: UA.baiduApp }],
  ['baidu', 'utm_source=baidu', { url: landing('?utm_source=baidu&utm_medium=cpc') }],
  ['duckduckgo', 'duckduckgo.com referrer', { referrer: 'https://duckduckgo.com/' }],
  ['duckduckgo', 'html.duckduckgo.com referrer', { referrer: 'https://html.duckduckgo.com/' }],
  ['duckduckgo', 'lite.duckduckgo.com referrer', { referrer: 'https://lite.duckduckgo.com/' }],
  ['duckduckgo', 'utm_source=duckduckgo', { url: landing('?utm_source=duckduckgo') }],
  ['duckduckgo', 'duckduckgo referrer on iPhone', { referrer: 'https://duckduckgo.com/', ua: UA.safariIphone }],
  ['mediago', 'utm_source=mediago', { url: landing('?utm_source=mediago&utm_medium=native') }],
  ['mediago', 'utm_source=MediaGo (case-insensitive)', { url: landing('?utm_source=MediaGo') }],
  ['mediago', 'mediago.io referrer', { referrer: 'https://www.mediago.io/' }],
  ['mediago', 'ad server subdomain of mediago.io', { referrer: 'https://trace.mediago.io/' }],
  ['mediago', 'utm_source=mediago_jp', { url: landing('?utm_source=mediago_jp') }],
  ['twitter', 't.co referrer', { referrer: 'https://t.co/' }],
  ['twitter', 'x.com referrer', { referrer: 'https://x.com/' }],
  ['twitter', 'mobile.twitter.com referrer', { referrer: 'https://mobile.twitter.com/' }],
  ['twitter', 'twclid click id', { url: landing('?twclid=2-7k1x9b3c') }],
  ['twitter', 'Twitter for iPhone in-app browser', { ua: UA.twitterIphone }],
  ['twitter', 'Twitter Android in-app browser', { ua: UA.twitterAndroid }],
  ['shareasale', 'sscid click id', { url: landing('?sscid=a1k7_1a2b3') }],
  ['shareasale', 'shareasale.com referrer', { referrer: 'https://shareasale.com/' }],
  ['shareasale', 'shareasale-analytics.com referrer', { referrer: 'https://shareasale-analytics.com/' }],
  ['shareasale', 'utm_source=shareasale', { url: landing('?utm_source=shareasale&utm_medium=affiliate') }],
  ['shareasale', 'www.shareasale.com referrer', { referrer: 'https://www.shareasale.com/r.cfm?b=1' }],
  ['kwai', 'Kwai in-app browser', { ua: UA.kwaiAndroid }],
  ['kwai', 'Kwai Lite in-app browser', { ua: UA.kwaiLite }],
  ['kwai', 'kwai.com referrer', { referrer: 'https://www.kwai.com/' }],
  ['kwai', 'm.kwai.com referrer', { referrer: 'https://m.kwai.com/' }],
  ['kwai', 'utm_source=kwai', { url: landing('?utm_source=kwai&utm_medium=cpc') }],
  ['thinla', 'utm_source=thinla', { url: landing('?utm_source=thinla') }],
  ['thinla', 'thinla.com referrer', { referrer: 'https://thinla.com/' }],
  ['thinla', 'www.thinla.com referrer', { referrer: 'https://www.thinla.com/feed' }],
  ['thinla', 'subdomain of thinla.com', { referrer: 'https://ads.thinla.com/' }],
  ['thinla', 'utm_source=thinla-native', { url: landing('?utm_source=thinla-native') }],
  ['direct', 'no referrer, desktop', {}],
  ['direct', 'no referrer, iPhone', { ua: UA.safariIphone }],
  ['direct', 'same-host referrer', { referrer: `https://${HOST}/blog/1.html` }],
  ['direct', 'same host with www on one side', { referrer: `https://www.${HOST}/` }],
  ['direct', 'same host with a port', { referrer: 'http://localhost:5173/x.html', host: 'localhost:5173' }],
  ['direct', 'Cubot phone is not a bot', { ua: UA.cubotPhone }],
  ['direct', 'whitespace referrer', { referrer: '  ' }],
  ['other', 'unknown referrer', { referrer: 'https://news.ycombinator.com/' }],
  ['other', 'reddit referrer', { referrer: 'https://www.reddit.com/', ua: UA.firefoxMac }],
  ['other', 'Google Docs is not search', { referrer: 'https://docs.google.com/' }],
  ['other', 'look-alike host notgoogle.com', { referrer: 'https://notgoogle.com/' }],
  ['other', 'subdomain of our host is another site', { referrer: `https://evil.${HOST}.attacker.io/` }],
  ['other', 'unparseable referrer', { referrer: 'not a url at all' }],
  ['other', 'empty click id is no signal', { url: landing('?fbclid='), referrer: 'https://example.org/' }],
];

describe('classifyTrafficSource', () => {
  it.each(cases)('%s: %s', (expected, _name, visit) => {
    const input = { url: visit.url ?? landing(), referrer: visit.referrer ?? '', userAgent: visit.ua ?? UA.chromeWindows, host: visit.host ?? HOST };
    expect(classifyTrafficSource(input)).toBe(expected);
  });

  it.each(TRAFFIC_SOURCES.map((s) => [s]))('has at least five real-world cases for %s', (source) => {
    expect(cases.filter(([expected]) => expected === source).length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['facebook beats google', { url: landing('?gclid=1&fbclid=2') }, 'facebook'],
    ['google beats bing', { url: landing('?msclkid=1'), referrer: 'https://www.google.com/' }, 'google'],
    ['email beats yahoo', { url: landing('?utm_medium=email'), referrer: 'https://search.yahoo.com/' }, 'email'],
    ['spider beats baidu referrer', { ua: UA.googlebot, referrer: 'https://www.baidu.com/' }, 'spider'],
    ['tiktok beats spider', { url: landing('?ttclid=1'), ua: UA.bingbot }, 'tiktok'],
    ['twitter beats kwai', { referrer: 'https://t.co/', ua: UA.kwaiAndroid }, 'twitter'],
  ] as const)('order: %s', (_name, visit: Visit, expected) => {
    const input = { url: visit.url ?? landing(), referrer: visit.referrer ?? '', userAgent: visit.ua ?? UA.chromeWindows, host: HOST };
    expect(classifyTrafficSource(input)).toBe(expected);
  });

  it('walks the rules in exactly the spec order, direct and other last', () => {
    expect([...TRAFFIC_RULES.map(([source]) => source), 'direct', 'other']).toEqual([...TRAFFIC_SOURCES]);
  });

  it('never throws and always answers a known source, whatever the strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (url, referrer, userAgent, host) => {
        expect(TRAFFIC_SOURCES).toContain(classifyTrafficSource({ url, referrer, userAgent, host }));
      }),
    );
  });
});
