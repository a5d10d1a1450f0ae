/**
 * Microsoft Recognizers-Text models are slow mostly because they repeat work. One English
 * DateTimeModel holds ~160 extractor objects, most of them copies of a dozen extractors with
 * equal configurations, and a single `parse` runs the same extraction on the same text many
 * times over (the date extractor 8 times, the number extractors ~15 times).
 * `shareExtractions` gives every group of equal extractors one cache of results keyed by text
 * and reference time, for the duration of one `parse` (emptied before each, so nothing is kept
 * between calls and repeated input is not faster than new input). Same output as an unshared
 * model on the spec cases and on the CoNLL dev and SQuAD text.
 *
 * Only extractors are shared, never parsers: an extractor only finds spans, so its result is a
 * function of its configuration, the text and the reference time. Callers may change the result
 * objects they get, so each call gets fresh copies of them.
 */

interface Extractor {
  extract(text: string, reference?: Date): object[];
}

interface Model {
  parse(query: string, reference?: Date): unknown;
}

/**
 * A description of `value` equal for equal configurations (regexes by source, classes and
 * functions by name: own function-valued fields are not compared beyond their name).
 */
function describe(value: unknown, done: WeakMap<object, string>, open: Set<object>): string {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'function' ? `fn:${value.name}` : `${typeof value}:${String(value)}`;
  }
  if (value instanceof RegExp) return `/${value.source}/${value.flags}`;
  const known = done.get(value);
  if (known !== undefined) return known;
  if (open.has(value)) return '@cycle';
  open.add(value);
  let out: string;
  if (value instanceof Map) out = `Map{${[...value].map(([k, v]) => `${describe(k, done, open)}=>${describe(v, done, open)}`).join(',')}}`;
  else if (value instanceof Set) out = `Set{${[...value].map((v) => describe(v, done, open)).join(',')}}`;
  else if (Array.isArray(value)) out = `[${value.map((v) => describe(v, done, open)).join(',')}]`;
  else {
    const fields = Object.keys(value)
      .sort()
      .map((k) => `${k}:${describe((value as Record<string, unknown>)[k], done, open)}`);
    out = `${value.constructor?.name ?? 'Object'}{${fields.join(',')}}`;
  }
  open.delete(value);
  done.set(value, out);
  return out;
}

function isExtractor(value: object): value is Extractor {
  return typeof (value as Partial<Extractor>).extract === 'function' && /Extractor$/.test(value.constructor?.name ?? '');
}

/** Every object reachable from `root` through own fields, each once. */
function reachable(root: object): object[] {
  const seen = new Set<object>([root]);
  const stack = [root];
  while (stack.length) {
    const o = stack.pop() as object;
    const children = o instanceof Map ? [...o.values()] : Array.isArray(o) ? o : Object.values(o);
    for (const c of children) {
      if (c && typeof c === 'object' && !(c instanceof RegExp) && !seen.has(c)) {
        seen.add(c);
        stack.push(c);
      }
    }
  }
  return [...seen];
}

/** Shares extraction results between equal extractors inside `model` (changed in place). */
export function shareExtractions<T extends Model>(model: T): T {
  const done = new WeakMap<object, string>();
  const caches = new Map<string, Map<string, object[]>>();
  const extractors = reachable(model).filter(isExtractor);
  // All signatures first: a signature covers nested extractors, which are about to change.
  const signatures = extractors.map((e) => describe(e, done, new Set()));
  extractors.forEach((extractor, i) => {
    const signature = signatures[i];
    let cache = caches.get(signature);
    if (!cache) caches.set(signature, (cache = new Map()));
    const own = extractor.extract.bind(extractor);
    const shared = cache;
    extractor.extract = (text: string, reference?: Date) => {
      const key = `${reference instanceof Date ? reference.getTime() : ''}\u0000${text}`;
      let found = shared.get(key);
      if (!found) {
        found = own(text, reference);
        shared.set(key, found);
      }
      return found.map((r) => Object.assign(Object.create(Object.getPrototypeOf(r) as object) as object, r));
    };
  });
  const parse = model.parse.bind(model);
  model.parse = (query: string, reference?: Date) => {
    for (const cache of caches.values()) cache.clear();
    try {
      return parse(query, reference);
    } finally {
      for (const cache of caches.values()) cache.clear();
    }
  };
  return model;
}
