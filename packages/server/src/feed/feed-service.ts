/** /v1/feed: every observation in ingestion order, for incremental sync. */
import type { Store } from '../store/store.js';
import { joinedBody } from '../http/json-body.js';

/** Builds FeedPage bodies. */
export interface FeedService {
  /** FeedPage JSON (UTF-8) of observations with id > after. */
  page(after: number, limit: number): Promise<Buffer>;
}

/** Creates the feed service. */
export function createFeedService(store: Store): FeedService {
  return {
    async page(after, limit) {
      const { count, joined, lastId } = await store.feedPage(after, limit);
      return joinedBody('{"updates":[', joined, `],"nextAfter":${lastId ?? after},"hasMore":${count === limit}}`);
    },
  };
}
