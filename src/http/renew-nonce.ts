/**
 * A page kept or shared carries the inline scripts React wrote under the nonce of the response it was made
 * for; another response has a nonce of its own. This gives those scripts (and no others: content cannot know
 * a render's nonce) the nonce of the response that carries them now.
 */
export function renewNonce(res: Response, from: string, to: string): Response {
  if (from === to) return res
  return new HTMLRewriter()
    .on('script[nonce]', {
      element(script) {
        if (script.getAttribute('nonce') === from) script.setAttribute('nonce', to)
      },
    })
    .transform(res)
}

/** Whether some HTML has an attribute `nonce="<nonce>"` (a render's own nonce, which only React's scripts carry). */
export function carriesNonce(html: ArrayBuffer, nonce: string): boolean {
  return new TextDecoder().decode(html).includes(` nonce="${nonce}"`)
}
