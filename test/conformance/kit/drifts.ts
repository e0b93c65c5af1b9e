/** A change an emulator could make by mistake, applied to an answer it gave. */
export interface Drift {
  description: string;
  rewrite(body: unknown): unknown;
}

function transform(
  value: unknown,
  visit: (record: Record<string, unknown>, inList: boolean) => void,
  inList = false,
): unknown {
  if (Array.isArray(value)) return value.map((element) => transform(element, visit, true));
  if (!value || typeof value !== 'object') return value;
  const copy = Object.fromEntries(
    Object.entries(value).map(([name, member]) => [name, transform(member, visit, inList)]),
  );
  visit(copy, inList);
  return copy;
}

/** A member renamed wherever it appears. */
export const renamed = (from: string, to: string): Drift => ({
  description: `${from} renamed to ${to}`,
  rewrite: (body) =>
    transform(body, (record) => {
      if (!(from in record)) return;
      record[to] = record[from];
      delete record[from];
    }),
});

/** A member left out of the objects inside lists (a list's items, a resource's data). */
export const droppedFromLists = (member: string): Drift => ({
  description: `${member} left out of the objects of every list`,
  rewrite: (body) =>
    transform(body, (record, inList) => {
      if (inList) delete record[member];
    }),
});

/** A value sent as null wherever the member appears. */
export const nulled = (member: string): Drift => ({
  description: `${member} sent as null`,
  rewrite: (body) =>
    transform(body, (record) => {
      if (member in record) record[member] = null;
    }),
});
