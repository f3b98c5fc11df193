/** Search-engine and link-preview crawlers, by their User-Agent: they get each page as one complete document. */
const CRAWLERS =
  /bot\b|crawler|spider|slurp|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|yandex|baiduspider|sogou|bytespider|petalbot|yeti|seznam/i

export function isCrawler(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent && CRAWLERS.test(userAgent))
}
