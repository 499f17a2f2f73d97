/**
 * A QR code's dark modules as one SVG path, a rectangle per run of dark modules in a row: a few hundred path
 * commands instead of a rect per module, drawn crisp at any size (`viewBox` is the module grid).
 */
export const qrPath = (modules: readonly (readonly boolean[])[]): string => {
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
};
