/** /v1/feed: every observation in ingestion order, for incremental sync. */
import type { Store } from '../store/store.js';

/** Builds FeedPage bodies. */
export interface FeedService {
  /** FeedPage JSON of observations with id > after. */
  page(after: number, limit: number): Promise<string>;
}

/** Creates the feed service. */
export function createFeedService(store: Store): FeedService {
  return {
    async page(after, limit) {
      const { items, lastId } = await store.feedPage(after, limit);
      return `{"updates":[${items.join(',')}],"nextAfter":${lastId ?? after},"hasMore":${items.length === limit}}`;
    },
  };
}
