import type { JoinKey } from '../../modules/data-sources/catalog/catalog';

/** One step of a join path, from a table already in the query to the next one. */
export interface JoinStep {
  fromTable: string;
  fromColumn: string;
  toTable: string;
  toColumn: string;
  /** True when the step goes from the one side to the many side, which multiplies rows. */
  fansOut: boolean;
}

/** Following a key from the many side to the one side keeps row counts; the reverse multiplies them. */
const FORWARD_COST = 1;
const REVERSE_COST = 6;

/** The tables of a source and the keys between them, for finding the cheapest join path. */
export class JoinGraph {
  private readonly edges = new Map<string, JoinStep[]>();

  constructor(joins: readonly JoinKey[]) {
    for (const join of joins) {
      if (join.fromTable === join.toTable) continue;
      this.addEdge({ ...join, fansOut: false });
      this.addEdge({ fromTable: join.toTable, fromColumn: join.toColumn, toTable: join.fromTable, toColumn: join.fromColumn, fansOut: true });
    }
  }

  private addEdge(step: JoinStep): void {
    const list = this.edges.get(step.fromTable) ?? [];
    // Several keys between the same two tables: keep the first (declared keys come first in the catalog).
    if (!list.some((edge) => edge.toTable === step.toTable)) list.push(step);
    this.edges.set(step.fromTable, list);
  }

  /** The cheapest path from `from` to `to` (Dijkstra over a handful of tables), or undefined when unreachable. */
  path(from: string, to: string): JoinStep[] | undefined {
    if (from === to) return [];
    const best = new Map<string, { cost: number; path: JoinStep[] }>([[from, { cost: 0, path: [] }]]);
    const open = new Set([from]);
    while (open.size > 0) {
      const current = [...open].reduce((a, b) => ((best.get(a)?.cost ?? Infinity) <= (best.get(b)?.cost ?? Infinity) ? a : b));
      open.delete(current);
      const reached = best.get(current);
      if (!reached) continue;
      if (current === to) return reached.path;
      for (const edge of this.edges.get(current) ?? []) {
        const cost = reached.cost + (edge.fansOut ? REVERSE_COST : FORWARD_COST);
        if (cost < (best.get(edge.toTable)?.cost ?? Infinity)) {
          best.set(edge.toTable, { cost, path: [...reached.path, edge] });
          open.add(edge.toTable);
        }
      }
    }
    return undefined;
  }

  /** How far `to` is from `from` in join cost; Infinity when unreachable. */
  distance(from: string, to: string): number {
    const path = this.path(from, to);
    if (!path) return Infinity;
    return path.reduce((sum, step) => sum + (step.fansOut ? REVERSE_COST : FORWARD_COST), 0);
  }
}
