/** Text taken literally inside a regular expression (an uploader's name, say). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
