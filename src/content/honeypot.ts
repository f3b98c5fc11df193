/**
 * The hidden form field humans leave empty; a filled one marks the message as spam. Apart from the message
 * schemas (message.ts) so that the browser's forms can name it without loading their rules.
 */
export const HONEYPOT_FIELD = 'website'
