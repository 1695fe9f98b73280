/**
 * Whether a JSON-like value would serialise to more than `limit` characters, walking it without
 * building the string and stopping as soon as it knows (approximate: quotes, commas and escapes of
 * strings are counted as one character each).
 */
export function jsonSizeOver(value: unknown, limit: number): boolean {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') size += item.length + 2;
    else if (item === null || typeof item !== 'object') size += 5;
    else if (Array.isArray(item)) {
      size += 2 + item.length;
      for (const element of item) stack.push(element);
    } else {
      // for…in rather than Object.entries: no array per object (this walk runs over every result).
      const record = item as Record<string, unknown>;
      for (const key in record) {
        size += key.length + 4;
        stack.push(record[key]);
      }
    }
    if (size > limit) return true;
  }
  return false;
}
