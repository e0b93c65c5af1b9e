/** Text taken literally inside a regular expression (an uploader's name, say). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first words of a page a server answered in place of its API's body (a proxy's error page, a
 * login page): its text without markup, for an error's message, never shown as markup.
 */
export function pageWords(page: string, max = 120): string {
  return page
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}
