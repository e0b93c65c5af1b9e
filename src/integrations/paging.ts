import type { Page, PageRequest } from './types.js';

/**
 * Reads a whole list of an adapter page by page in the service's largest pages, handing each page
 * over in order; answers the number of items.
 */
export async function readAllPages<T>(
  read: (page: PageRequest) => Promise<Page<T>>,
  pageSize: number,
  each: (items: T[]) => Promise<void>,
): Promise<number> {
  let cursor: string | null = null;
  let count = 0;
  for (;;) {
    const page: Page<T> = await read({ cursor, limit: pageSize });
    await each(page.items);
    count += page.items.length;
    // A service that hands back the same cursor would page forever.
    if (!page.next || page.next === cursor) return count;
    cursor = page.next;
  }
}
