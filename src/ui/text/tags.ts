/** A comma-separated tags field (ASCII or full-width commas, or 、) as a list, without blanks or repeats. */
export function tagList(tags: string): string[] {
  return [...new Set(tags.split(/[,，、]/).map((tag) => tag.trim()).filter(Boolean))]
}
