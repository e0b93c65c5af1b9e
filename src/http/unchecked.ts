// Reads of a body no schema checked: a form, an emulated service's own wire format, or a field a
// route checks itself. Each read answers `unknown` (or only the strings), so the caller narrows it.

/** What sits at `path` inside `value`, as it came; undefined where a step is missing or not an object. */
export function fieldAt(value: unknown, ...path: (string | number)[]): unknown {
  let at = value;
  for (const step of path) at = typeof at === 'object' && at !== null ? Reflect.get(at, step) : undefined;
  return at;
}

/** The string fields of a form body; a repeated field (an array) or anything else is left out. */
export function formFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Whether `value` is an object whose fields can be read (each still `unknown`). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
