/** /v1/updates and /v1/latest: one RawUpdate per message, newest first, first observation's text. */
import type { Store, ViewKey } from '../store/store.js';
import { nextCursorJson, type CursorCodec } from '../pagination/cursor.js';
import { joinedBody } from '../http/json-body.js';

/** Query of {@link UpdatesService.page}. */
export interface UpdatesPageQuery {
  limit: number;
  before: ViewKey | null;
  sinceMs: number | null;
  tracked: boolean | null;
}

/** Builds UpdatesPage and RawUpdate bodies. */
export interface UpdatesService {
  /** UpdatesPage JSON (UTF-8). */
  page(query: UpdatesPageQuery): Promise<Buffer>;
  /** The newest RawUpdate JSON, or null when nothing is stored. */
  latest(): Promise<Buffer | null>;
}

/** Creates the updates service; `cursors` issues the pages' `nextCursor`. */
export function createUpdatesService(store: Store, cursors: CursorCodec): UpdatesService {
  return {
    async page(q) {
      const page = await store.updatesPage(q);
      return joinedBody('{"updates":[', page.joined, `],"nextCursor":${await nextCursorJson(cursors, page.count, q.limit, page.last)}}`);
    },
    async latest() {
      const page = await store.updatesPage({ limit: 1, before: null, sinceMs: null, tracked: null });
      return page.count > 0 ? page.joined : null;
    },
  };
}
