/**
 * Crawler and automation user agents. Named crawlers first (some, like Google-InspectionTool, carry no
 * "bot" word), then the generic words; `cubot` is a phone brand, not a bot.
 */
const NAMED_CRAWLER =
  /googlebot|google-inspectiontool|mediapartners-google|apis-google|feedfetcher-google|adsbot|bingbot|bingpreview|yandex(?:bot|images|mobilebot|metrika|direct)|baiduspider|duckduckbot|slurp|facebookexternalhit|facebot|meta-externalagent|twitterbot|applebot|ahrefsbot|semrushbot|mj12bot|dotbot|petalbot|bytespider|gptbot|claudebot|headlesschrome|chrome-lighthouse|python-requests|python-urllib|curl\/|wget\/|go-http-client|okhttp|scrapy/i;
const GENERIC_CRAWLER = /(?<!cu)bot\b|crawl|spider/i;

/** True when the user agent belongs to a crawler, preview fetcher or scripted client. */
export function isCrawler(userAgent: string): boolean {
  return NAMED_CRAWLER.test(userAgent) || GENERIC_CRAWLER.test(userAgent);
}
