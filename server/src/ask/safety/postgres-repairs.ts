import {
  astMapper,
  type ExprCall,
  type LimitStatement,
  type nil,
  type OrderByStatement,
  type PGNode,
  type SelectFromUnion,
  type SelectStatement,
} from 'pgsql-ast-parser';

/*
 * pgsql-ast-parser prints a few constructs differently from how PostgreSQL reads them. The checked statement is what
 * runs, printed from its syntax tree, so these rewrites make the printed SQL mean what the author wrote.
 */

type SetOperation = SelectFromUnion['type'];

/** The alias of the query that wraps a set operation or VALUES list to give it an ORDER BY or LIMIT. */
const WRAPPER_ALIAS = 'combined';

export function repairForPrinting(query: SelectStatement, sql: string): SelectStatement {
  const mapper = astMapper((map) => ({
    union: (chain) => {
      const mapOperand = (operand: SelectStatement) => (map.statement(operand) ?? operand) as SelectStatement;
      return rebuildSetOperations(chain, sql, mapOperand);
    },
    call: (call) => map.super().call(positionAsStrpos(call)),
  }));
  return (mapper.statement(query) ?? query) as SelectStatement;
}

/** `SELECT * FROM (query) AS combined`, with an optional ORDER BY and LIMIT over the whole query. */
export function selectAllFrom(
  query: SelectStatement,
  orderBy?: OrderByStatement[] | nil,
  limit?: LimitStatement | nil,
): SelectStatement {
  return {
    type: 'select',
    columns: [{ expr: { type: 'ref', name: '*' } }],
    from: [{ type: 'statement', statement: query, alias: WRAPPER_ALIAS }],
    orderBy,
    limit,
  };
}

/**
 * The parser reads `a UNION b UNION ALL c ORDER BY x LIMIT n` as `a UNION (b UNION ALL (c ORDER BY x LIMIT n))`.
 * SQL means `((a UNION b) UNION ALL c) ORDER BY x LIMIT n`: the chain goes left to right, and a trailing ORDER BY or
 * LIMIT applies to all of it. Operands the author put in parentheses stay as they are.
 */
function rebuildSetOperations(
  chain: SelectFromUnion,
  sql: string,
  mapOperand: (operand: SelectStatement) => SelectStatement,
): SelectStatement {
  const { operands, operators } = flattenChain(chain, sql);
  const last = operands.pop() as SelectStatement;
  const hasTrailing = last.type === 'select' && !parenthesized(last, sql) && (last.orderBy || last.limit);
  const trailing = hasTrailing && last.type === 'select' ? last : undefined;
  operands.push(trailing ? { ...trailing, orderBy: undefined, limit: undefined } : last);

  const [first, ...rest] = operands.map(mapOperand) as [SelectStatement, ...SelectStatement[]];
  const rebuilt = rest.reduce<SelectStatement>(
    (left, right, i) => ({ type: operators[i] as SetOperation, left, right }),
    first,
  );
  return trailing ? selectAllFrom(rebuilt, trailing.orderBy, trailing.limit) : rebuilt;
}

function flattenChain(chain: SelectFromUnion, sql: string): { operands: SelectStatement[]; operators: SetOperation[] } {
  const operands: SelectStatement[] = [];
  const operators: SetOperation[] = [];
  const visit = (node: SelectStatement, isRoot: boolean): void => {
    if ((node.type === 'union' || node.type === 'union all') && (isRoot || !parenthesized(node, sql))) {
      visit(node.left, false);
      operators.push(node.type);
      visit(node.right, false);
    } else {
      operands.push(node);
    }
  };
  visit(chain, true);
  return { operands, operators };
}

/** Parsed with location tracking, a parenthesized operand's location starts at its opening parenthesis. */
function parenthesized(node: PGNode, sql: string): boolean {
  return node._location !== undefined && sql[node._location.start] === '(';
}

/**
 * `position(a IN b)` parses as a call on the expression `a IN b`, which prints as an invalid IN list.
 * strpos(b, a) is the same function.
 */
function positionAsStrpos(call: ExprCall): ExprCall {
  const [argument] = call.args;
  const isPositionIn =
    call.function.name === 'position' && !call.function.schema && call.args.length === 1 && argument?.type === 'binary';
  if (!isPositionIn || argument.op !== 'IN') return call;
  return { ...call, function: { name: 'strpos' }, args: [argument.right, argument.left] };
}
