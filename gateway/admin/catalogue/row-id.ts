/** An id argument as a database id; null when it cannot name a row. */
export const rowId = (id: string): number | null =>
  /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2 ** 31 - 1 ? Number(id) : null;
