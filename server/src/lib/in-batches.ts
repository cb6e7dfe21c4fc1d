/**
 * Runs `batch` until one comes back short: each call claims at most `size` rows (in its own short
 * transaction, so no run holds many row locks at once) and answers how many it claimed; fewer than
 * `size` means nothing due was left. Answers the total claimed.
 */
export async function inBatches(size: number, batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await batch();
    total += claimed;
    if (claimed < size) return total;
  }
}
