/**
 * A one-line progress bar redrawn in place on a terminal (`[#####-----] 12/40 checked my-drama`); on a pipe or a
 * file (CI logs) it stays silent, so logs are not flooded with redraws.
 */
export function progressBar(out: NodeJS.WriteStream, width = 30) {
  let drawn = false;
  return {
    update: (done: number, total: number, label: string) => {
      if (!out.isTTY || total === 0) return;
      const filled = Math.round((done / total) * width);
      const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} ${label}`;
      out.write(`\r${line.slice(0, (out.columns ?? 80) - 1).padEnd((out.columns ?? 80) - 1)}`);
      drawn = true;
    },
    done: () => {
      if (drawn) out.write('\n');
      drawn = false;
    },
  };
}
