// The XML some services answer by default (Subsonic unless `f=json`, a Plex server unless asked for
// JSON): enough of it for an emulator to answer as they do, so that adapters prove they ask for
// JSON and never read XML as data.

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A value as such services write it: scalars as attributes, objects and lists of objects as child
 * elements by their member's name, lists of scalars as elements holding their text.
 */
export function xmlElement(name: string, value: Record<string, unknown>): string {
  const attributes: string[] = [];
  const children: string[] = [];
  for (const [key, member] of Object.entries(value)) {
    if (member === null || member === undefined) continue;
    if (Array.isArray(member))
      for (const item of member)
        children.push(
          item !== null && typeof item === 'object'
            ? xmlElement(key, item as Record<string, unknown>)
            : `<${key}>${escape(String(item))}</${key}>`,
        );
    else if (typeof member === 'object') children.push(xmlElement(key, member as Record<string, unknown>));
    else attributes.push(` ${key}="${escape(String(member))}"`);
  }
  return children.length
    ? `<${name}${attributes.join('')}>${children.join('')}</${name}>`
    : `<${name}${attributes.join('')}/>`;
}
