import type { Request } from 'express';

// Query strings as ASP.NET binds them: names in any case, lists comma-separated (or repeated),
// booleans and integers by their text; a malformed value is a 400 of the caller's making.

/** The value of a query parameter, whatever the case of its name. */
export function param(req: Request, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(req.query))
    if (key.toLowerCase() === wanted) {
      const first = Array.isArray(value) ? value[0] : value;
      return typeof first === 'string' ? first : undefined;
    }
  return undefined;
}

export function list(req: Request, name: string): string[] {
  const wanted = name.toLowerCase();
  const values: string[] = [];
  for (const [key, value] of Object.entries(req.query))
    if (key.toLowerCase() === wanted)
      for (const one of Array.isArray(value) ? value : [value])
        if (typeof one === 'string')
          values.push(
            ...one
              .split(',')
              .map((v) => v.trim())
              .filter(Boolean),
          );
  return values;
}

/** A boolean parameter: undefined when absent, null when it is not a boolean. */
export function flag(req: Request, name: string): boolean | undefined | null {
  const raw = param(req, name);
  if (raw === undefined) return undefined;
  return /^true$/i.test(raw) ? true : /^false$/i.test(raw) ? false : null;
}

/** A non-negative integer parameter: undefined when absent, null when it is not one. */
export function count(req: Request, name: string): number | undefined | null {
  const raw = param(req, name);
  if (raw === undefined) return undefined;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** Dashed or not, a GUID is the same id: the server answers in the 32-digit form. */
export const idOf = (raw: string) => raw.replace(/-/g, '').toLowerCase();
