import { createPartnerClient } from '../../clients/typescript/index.js';

// Guide: page through D3, the items your transfers could not move, over a window of time.

type Api = ReturnType<typeof createPartnerClient>;

/** Every unmatched or failed item of the transfers that finished in [from, to), page by page. */
export async function unmatchedItems(api: Api, from: Date, to: Date) {
  const items = [];
  let cursor: string | undefined;
  do {
    const { data, error } = await api.GET('/public/transfers/unmatched', {
      params: { query: { from: from.toISOString(), to: to.toISOString(), limit: 100, cursor } },
    });
    if (error) throw new Error(`${error.code}: ${error.message}`);
    items.push(...data.unmatched);
    cursor = data.nextCursor ?? undefined;
  } while (cursor);
  return items;
}
