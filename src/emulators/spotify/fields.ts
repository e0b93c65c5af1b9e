// Spotify's `fields` filter (on playlist reads): a comma-separated list of members; a dot reaches
// into an object (`owner.id`), parentheses select inside objects or each element of an array
// (`items(added_at,item(name,album(name)))`), and `!` leaves a member out (`album(!available_markets)`).

interface Selection {
  /** Members kept, each with what is kept inside it (null: all of it). Empty: every member. */
  keep: Map<string, Selection | null>;
  drop: Set<string>;
}

const empty = (): Selection => ({ keep: new Map(), drop: new Set() });

/** The parsed filter, or null when the text is not a valid filter (the API answers 400). */
export function parseFields(text: string): Selection | null {
  let at = 0;
  const name = () => {
    const match = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(at));
    if (!match) throw new Error('name expected');
    at += match[0].length;
    return match[0];
  };
  const merge = (into: Selection, key: string, inner: Selection | null) => {
    const held = into.keep.get(key);
    if (held === null || (held !== undefined && inner === null)) return void into.keep.set(key, null);
    if (!held) return void into.keep.set(key, inner);
    for (const [k, v] of inner!.keep) merge(held, k, v);
    for (const k of inner!.drop) held.drop.add(k);
  };
  const member = (into: Selection) => {
    if (text[at] === '!') {
      at += 1;
      into.drop.add(name());
      return;
    }
    const key = name();
    if (text[at] === '.') {
      at += 1;
      const inner = empty();
      member(inner);
      merge(into, key, inner);
    } else if (text[at] === '(') {
      at += 1;
      const inner = list();
      if (text[at] !== ')') throw new Error(') expected');
      at += 1;
      merge(into, key, inner);
    } else merge(into, key, null);
  };
  const list = () => {
    const selection = empty();
    member(selection);
    while (text[at] === ',') {
      at += 1;
      member(selection);
    }
    return selection;
  };
  try {
    const selection = list();
    return at === text.length ? selection : null;
  } catch {
    return null;
  }
}

/** The value with only the selected members, at every level and in every element of arrays. */
export function selectFields(value: unknown, selection: Selection): unknown {
  if (Array.isArray(value)) return value.map((element) => selectFields(element, selection));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (selection.drop.has(key)) continue;
    if (selection.keep.size && !selection.keep.has(key)) continue;
    const inner = selection.keep.get(key);
    out[key] = inner ? selectFields(member, inner) : member;
  }
  return out;
}
