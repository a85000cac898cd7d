/**
 * Contract: a small immutable (persistent) string-keyed map. `pmapSet` returns a new map and
 * leaves the old one untouched, copying only the O(log n) path to the changed entry (a hash trie
 * of 16-way branches), so an in-memory derivation state can be updated per observation without
 * copying the whole store. Iteration order is by key hash, not insertion; callers sort.
 */

const BITS = 4;
const WIDTH = 1 << BITS;
const MAX_LEAF = 8;
const MAX_DEPTH = 8; // 8 * 4 bits = the whole 32-bit hash

type Entry<V> = readonly [key: string, value: V];
type Node<V> =
  | { readonly leaf: true; readonly entries: readonly Entry<V>[] }
  | { readonly leaf: false; readonly children: readonly (Node<V> | undefined)[] };

/** An immutable map from strings to `V`. Treat as opaque; use the `pmap*` functions. */
export interface PMap<V> {
  readonly root: Node<V> | undefined;
  readonly size: number;
}

/** The empty map. */
export function pmapEmpty<V>(): PMap<V> {
  return { root: undefined, size: 0 };
}

function hash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const slot = (h: number, depth: number): number => (h >>> (depth * BITS)) & (WIDTH - 1);

/** The value stored under `key`, or undefined. */
export function pmapGet<V>(map: PMap<V>, key: string): V | undefined {
  const h = hash(key);
  let node = map.root;
  let depth = 0;
  while (node) {
    if (node.leaf) return node.entries.find((e) => e[0] === key)?.[1];
    node = node.children[slot(h, depth)];
    depth++;
  }
  return undefined;
}

function split<V>(entries: readonly Entry<V>[], depth: number): Node<V> {
  if (entries.length <= MAX_LEAF || depth >= MAX_DEPTH) return { leaf: true, entries };
  const buckets: Entry<V>[][] = Array.from({ length: WIDTH }, () => []);
  for (const e of entries) buckets[slot(hash(e[0]), depth)]?.push(e);
  return { leaf: false, children: buckets.map((b) => (b.length ? split(b, depth + 1) : undefined)) };
}

function setIn<V>(node: Node<V> | undefined, key: string, h: number, value: V, depth: number): [Node<V>, boolean] {
  if (!node) return [{ leaf: true, entries: [[key, value]] }, true];
  if (node.leaf) {
    const i = node.entries.findIndex((e) => e[0] === key);
    if (i >= 0) {
      const entries = node.entries.slice();
      entries[i] = [key, value];
      return [{ leaf: true, entries }, false];
    }
    return [split([...node.entries, [key, value]], depth), true];
  }
  const s = slot(h, depth);
  const [child, added] = setIn(node.children[s], key, h, value, depth + 1);
  const children = node.children.slice();
  children[s] = child;
  return [{ leaf: false, children }, added];
}

/** A new map with `key` set to `value`; `map` is unchanged. */
export function pmapSet<V>(map: PMap<V>, key: string, value: V): PMap<V> {
  const [root, added] = setIn(map.root, key, hash(key), value, 0);
  return { root, size: map.size + (added ? 1 : 0) };
}

/** Every value of the map (order by key hash). */
export function pmapValues<V>(map: PMap<V>): V[] {
  const out: V[] = [];
  const walk = (node: Node<V> | undefined): void => {
    if (!node) return;
    if (node.leaf) for (const e of node.entries) out.push(e[1]);
    else for (const c of node.children) walk(c);
  };
  walk(map.root);
  return out;
}
