/**
 * Every page URL a site's sitemap names, as `npm run bench`, `bench:scale` and `soak` walk them: /sitemap.xml,
 * or, on a site of more pages than one file holds, the files of its sitemap index in turn.
 */

const locations = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replaceAll('&amp;', '&'))

/** The sitemap's XML: the one file, or the files of its index joined (each a whole urlset). */
export async function sitemapXmlOf(origin: string): Promise<string> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  if (!xml.includes('<sitemapindex')) return xml
  const files: string[] = []
  for (const file of locations(xml)) files.push(await (await fetch(`${origin}${new URL(file).pathname}`)).text())
  return files.join('\n')
}

/** The page URLs of the sitemap, in its order. */
export const sitemapUrls = async (origin: string): Promise<string[]> => locations(await sitemapXmlOf(origin))
