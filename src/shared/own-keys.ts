// Objects built from outside data (a service's answer, a stored report, a request body, a
// baseline, a page's JSON-LD) are read and filled through these, so that a key such as
// "__proto__", "constructor" or "toString" is data like any other (issue 26). Read plainly,
// those keys find Object.prototype's members; assigned plainly, "__proto__" sets the object's
// prototype and the entry is lost.

/** The object's own value for `key`, never an inherited one: undefined when it has none. */
export function own<T>(object: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(object, key) ? object[key] : undefined;
}

/** Sets `key` as a plain object's own data, "__proto__" included. */
export function setOwn<T>(object: Record<string, T>, key: string, value: T): void {
  // "__proto__" is Object.prototype's one accessor; every other key, "constructor" included,
  // becomes an own property by plain assignment, which is the fast path on hot loops.
  if (key === '__proto__') {
    Object.defineProperty(object, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  } else {
    object[key] = value;
  }
}
