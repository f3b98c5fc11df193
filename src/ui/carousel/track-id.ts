/** The id of carousel `id`'s track: its buttons name it in `aria-controls`. */
export const trackId = (id: string) => `${id}-track`
