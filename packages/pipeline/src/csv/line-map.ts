/**
 * Line numbers of CSV records. A record starts one line after the previous one unless the previous
 * one held quoted line breaks or blank lines came between; only those jumps are stored (anchors), so
 * the map stays tiny for ordinary files.
 */
export class LineMap {
  private readonly anchorRecord: number[] = [];
  private readonly anchorLine: number[] = [];

  /** Records that data record `index` (0-based, header excluded) starts on `line` (1-based). */
  add(index: number, line: number): void {
    const n = this.anchorRecord.length;
    if (n > 0 && this.anchorLine[n - 1]! + (index - this.anchorRecord[n - 1]!) === line) return;
    this.anchorRecord.push(index);
    this.anchorLine.push(line);
  }

  /** The 1-based line on which data record `index` starts (the header is line 1). */
  lineOf(index: number): number {
    let lo = 0;
    let hi = this.anchorRecord.length - 1;
    if (hi < 0) return index + 2;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.anchorRecord[mid]! <= index) lo = mid;
      else hi = mid - 1;
    }
    return this.anchorLine[lo]! + (index - this.anchorRecord[lo]!);
  }
}
