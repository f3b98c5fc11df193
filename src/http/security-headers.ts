/**
 * Security headers of every response. The worker adds them to what it answers; the build writes the same
 * values into `_headers` for the static assets, which are served without the worker (see vite.config.ts).
 */

/**
 * `script-src 'self'`: the site's own scripts load as external modules. `nonce` (each page response has its
 * own) admits the few inline scripts React writes when it reveals late parts of a page out of order.
 * `thirdParty` lists the origins of the configured statistics and chat scripts (none by default): they may
 * load scripts, send beacons and show images.
 */
export function contentSecurityPolicy({ dev = false, thirdParty = [] as readonly string[], nonce = '', frameAncestors = "'none'" } = {}): string {
  const extra = thirdParty.map((origin) => ` ${origin}`).join('')
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}${extra}`,
    // React style props write style attributes (a chevron's turn, the banners' position).
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${extra}`,
    "media-src 'self'",
    "font-src 'self'",
    // The dev server's hot reload talks over a WebSocket.
    dev ? `connect-src 'self' ws:${extra}` : `connect-src 'self'${extra}`,
    // pdf.js runs its parser in a worker made from a same-origin module.
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Hashed build output never changes under its name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/**
 * The `_headers` file of the static assets: security headers everywhere, immutable caching for /assets/.
 * The PDFs under /pdf/ may be framed by the site's own pages (the viewer's embedded fallback): their rule
 * detaches (`!`) the frame headers of `/*` and sets a policy with `frame-ancestors 'self'`.
 */
export function assetHeadersFile(): string {
  const all = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy() }
  return [
    '/*',
    ...Object.entries(all).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    '/pdf/*',
    '  ! X-Frame-Options',
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${contentSecurityPolicy({ frameAncestors: "'self'" })}`,
    '',
  ].join('\n')
}
