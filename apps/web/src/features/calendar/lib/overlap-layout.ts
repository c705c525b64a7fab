// spec 1 §2.5: items of one day that overlap in time stand side by side. The standard column packing:
// items are taken by start (the longer first on a tie); overlapping items form a cluster; within it each
// item takes the leftmost column whose last item has ended, and every item of the cluster is as wide as
// 1 / (the cluster's columns). An item that starts when another ends does not overlap it.

/** An item's time in its day, in any unit (the week grid uses minutes after midnight). */
export interface Span {
  start: number;
  end: number;
}

/** Where an item stands: its column (0 on the left) among its cluster's `columns`. */
export interface Placement {
  column: number;
  columns: number;
}

/** The placement of each span, in the order given. A span that ends before it starts counts as empty. */
export function packOverlaps(spans: readonly Span[]): Placement[] {
  const placements: Placement[] = spans.map(() => ({ column: 0, columns: 1 }));
  const order = spans
    .map((_, index) => index)
    .sort((a, b) => startOf(spans, a) - startOf(spans, b) || endOf(spans, b) - endOf(spans, a));

  let cluster: number[] = [];
  /** The end of the last item in each column of the current cluster. */
  let columnEnds: number[] = [];
  let clusterEnd = Number.NEGATIVE_INFINITY;
  const closeCluster = () => {
    for (const index of cluster) placements[index]!.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };

  for (const index of order) {
    const start = startOf(spans, index);
    const end = endOf(spans, index);
    if (cluster.length > 0 && start >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= start);
    if (column === -1) column = columnEnds.push(end) - 1;
    else columnEnds[column] = end;
    placements[index]!.column = column;
    cluster.push(index);
    clusterEnd = cluster.length === 1 ? end : Math.max(clusterEnd, end);
  }
  closeCluster();
  return placements;
}

const startOf = (spans: readonly Span[], index: number) => spans[index]!.start;
const endOf = (spans: readonly Span[], index: number) => Math.max(spans[index]!.start, spans[index]!.end);
