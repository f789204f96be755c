/**
 * Words that name the row a table's reference to itself points at: an employee's manager, a branch's parent branch.
 * 'staff and their managers', 'recruiters and who they report to' show each row beside its superior; 'how many people
 * report to each manager' counts rows per superior. Found on the tokens alone, before phrases are read, so the rest
 * of the question reads as if the words were not there.
 */
import type { Token } from '../tokens/tokenize';
import type { OperatorSpan } from './operators';

/** Nouns for the row above in a hierarchy. A self-reference's own name words join them ('hub', 'chair', 'parent'). */
export const SUPERIOR_NOUNS: ReadonlySet<string> = new Set(['manager', 'supervisor', 'boss', 'superior', 'head', 'lead', 'chair', 'chairperson', 'parent', 'superintendent', 'director', 'mgr', 'supv']);
/** Nouns that say only 'the one above' when a reporting clause follows them: 'the person each one reports to'. */
const PLACEHOLDERS = new Set(['person', 'one', 'employee', 'staff', 'member', 'someone', 'individual', 'name']);
const POSSESSIVES = new Set(['their', 'its', 'his', 'her']);
const CONNECTORS = new Set(['and', 'with', ',', 'plus', 'alongside', 'including']);
const SUBJECT_PRONOUNS = new Set(['they', 'he', 'she', 'it', 'each']);
const OVERSEE_VERBS = new Set(['oversee', 'manage', 'supervise', 'have', 'lead', 'run']);
/** Words that say a row is left out of a list: 'skip anyone who …', 'leave out those who …'. */
const LEAVE_OUT = new Set(['skip', 'exclude', 'excluding', 'omit', 'drop', 'ignore']);
/** Words a clause says 'has none' with: 'blank if nobody', 'skip anyone who doesn't report to someone'. */
const NONE_WORDS = new Set(['nobody', 'none', 'no', 'not', "n't", 'without', 'noone', 'nothing']);
/** Who the rows left out or kept are: 'anyone', 'those', 'the ones'. */
const WHOEVER = new Set(['anyone', 'anybody', 'everyone', 'those', 'ones', 'people', 'employees', 'staff', 'the', 'any', 'them', 'rows']);

export interface SuperiorSpan extends OperatorSpan {
  operator: { op: 'superior'; shape: 'show' | 'group' | 'compare'; comparison?: { operator: '<' | '>' | '=' | '<>'; word: string }; rows?: 'all' | 'with' };
}

/** Words that compare a row with its superior, and which way: 'hired before', 'older than', 'earns more than'. */
const COMPARATIVES: Readonly<Record<string, '<' | '>'>> = {
  more: '>', higher: '>', greater: '>', bigger: '>', larger: '>', later: '>', after: '>', younger: '>',
  less: '<', lower: '<', fewer: '<', smaller: '<', earlier: '<', before: '<', older: '<',
};

/** Superior nouns that only a person above people is called. */
export const PERSON_SUPERIORS: ReadonlySet<string> = new Set(['manager', 'supervisor', 'boss', 'superior', 'superintendent', 'director', 'mgr', 'supv']);

/**
 * The nouns that name the superior in a schema whose self-references have these name words; a manager or a boss only
 * where some table that refers to itself is one of people.
 */
export function superiorNouns(columnWords: readonly string[], people = true): Set<string> {
  const generic = new Set(['id', 'no', 'number', 'num', 'code', 'cd', 'key', 'ref', 'to', 'emp', 'employee', 'staff', 'report', 'by', 'of', 'nm', 'name']);
  const nouns = [...SUPERIOR_NOUNS].filter((noun) => people || !PERSON_SUPERIORS.has(noun));
  return new Set([...nouns, ...columnWords.filter((word) => !generic.has(word) && word.length > 1)]);
}

export function findSuperiorSpans(tokens: readonly Token[], nouns: ReadonlySet<string>): SuperiorSpan[] {
  const spans: SuperiorSpan[] = [];
  const lower = (i: number) => tokens[i]?.lower ?? '';
  const lemma = (i: number) => tokens[i]?.lemma ?? '';
  const isNoun = (i: number) => nouns.has(lemma(i)) || nouns.has(lower(i));
  const ends = (i: number) => i >= tokens.length || tokens.slice(i).every((token) => token.pos === 'PUNCT');
  /** Where a phrase may stop: the end, a comma or 'and', or a bracket or sentence after it. */
  const boundary = (i: number) => ends(i) || [',', 'and', '(', '.', ';', '?', '!'].includes(lower(i));
  const taken = (start: number, end: number) => spans.some((span) => span.start < end && start < span.end);
  /** '(that|who) (each one|they|he) reports (directly) to', ending at the end of the question or a comma. */
  const reportClause = (i: number): number | undefined => {
    let k = i;
    if (['that', 'who', 'whom'].includes(lower(k))) k++;
    if (lower(k) === 'each' && ['one', 'of'].includes(lower(k + 1))) k += lower(k + 1) === 'of' ? 3 : 2;
    else if (SUBJECT_PRONOUNS.has(lower(k))) k++;
    if (lemma(k) !== 'report') return undefined;
    k++;
    if (lower(k) === 'directly') k++;
    if (lower(k) !== 'to') return undefined;
    k++;
    return boundary(k) ? k : undefined;
  };
  const add = (start: number, end: number, shape: 'show' | 'group' | 'compare', comparison?: { operator: '<' | '>' | '=' | '<>'; word: string }, rows?: 'all' | 'with') => {
    if (!taken(start, end)) spans.push({ start, end, operator: { op: 'superior', shape, ...(comparison && { comparison }), ...(rows && { rows }) } });
  };
  /** '(that|which) owns them', 'they belong to': a clause that only says whose the row above is, ending the question. */
  const ownerClause = (i: number): number | undefined => {
    let k = i;
    if (['that', 'which', 'who'].includes(lower(k))) k++;
    if (['own', 'control', 'have'].includes(lemma(k)) && ['them', 'it', 'him', 'her'].includes(lower(k + 1))) k += 2;
    else if (SUBJECT_PRONOUNS.has(lower(k)) && lemma(k + 1) === 'belong' && lower(k + 2) === 'to') k += 3;
    else return undefined;
    return ends(k) ? k : undefined;
  };
  /** '(their|the) (own) … manager (they report to)' from `k`: where it ends, or undefined. */
  const superiorAt = (k: number): number | undefined => {
    const determiner = lower(k);
    if (!POSSESSIVES.has(determiner) && determiner !== 'the') return undefined;
    k++;
    if (lower(k) === 'own') k++;
    for (let r = k; r <= k + 2 && r < tokens.length; r++) {
      if (!isNoun(r)) continue;
      // 'their parent company', 'the parent account': the noun with the thing it is of.
      const last = tokens[r + 1]?.pos === 'NOUN' && !isNoun(r + 1) ? r + 1 : r;
      const clause = reportClause(last + 1) ?? ownerClause(last + 1);
      if (clause !== undefined) return clause;
      if (POSSESSIVES.has(determiner) && (ends(last + 1) || ["'s", "'"].includes(lower(last + 1)))) return last + 1;
    }
    return undefined;
  };

  // Which rows a list of people beside their superiors keeps: '(blank if nobody)' all of them, 'skip anyone who
  // doesn't report to someone' and 'who has a manager' only those with one. Read first, so the clauses' own reporting
  // words are not read as the superior asked for.
  const clauseEnd = (i: number) => {
    let k = i;
    while (k < tokens.length && ![')', '.', ';', '?', '!'].includes(lower(k))) k++;
    return k < tokens.length && lower(k) === ')' ? k + 1 : k;
  };
  const saysNone = (from: number, to: number) => tokens.slice(from, to).some((token) => NONE_WORDS.has(token.lower));
  for (let i = 0; i < tokens.length; i++) {
    // '(blank if nobody)', 'empty where they have none', '(null if none)'.
    if (['blank', 'empty', 'null'].includes(lower(i)) && ['if', 'when', 'where', 'for'].includes(lower(i + 1))) {
      const end = clauseEnd(i + 2);
      const start = lower(i - 1) === '(' ? i - 1 : i;
      if (saysNone(i + 2, end)) add(start, end, 'show', undefined, 'all');
    }
    // 'skip anyone who doesn't report to someone', 'leave out those without a manager'.
    const leave = LEAVE_OUT.has(lemma(i)) || LEAVE_OUT.has(lower(i)) ? i + 1 : lemma(i) === 'leave' && lower(i + 1) === 'out' ? i + 2 : -1;
    if (leave > 0) {
      let k = leave;
      while (WHOEVER.has(lower(k))) k++;
      const end = clauseEnd(k);
      const reporting = tokens.slice(k, end).some((token, r) => token.lemma === 'report' || isNoun(k + r));
      if (k > leave && reporting && saysNone(k, end)) add(lower(i - 1) === '(' ? i - 1 : i, end, 'show', undefined, 'with');
    }
    // 'every employee who has a manager', 'staff that have a supervisor'.
    if (['who', 'that'].includes(lower(i)) && lemma(i + 1) === 'have' && ['a', 'an'].includes(lower(i + 2)) && isNoun(i + 3)) {
      add(i, i + 4, 'show', undefined, 'with');
    }
  }

  for (let i = 0; i < tokens.length; i++) {
    // 'hired before their own manager', 'older than the manager they report to', 'earns a higher hourly rate than
    // their own manager': a comparison of each row with its superior.
    if (['than', 'before', 'after'].includes(lower(i))) {
      const end = superiorAt(i + 1);
      let start = i;
      if (lower(i) === 'than') {
        start = -1;
        for (let k = i - 1; k >= Math.max(0, i - 4); k--) if (COMPARATIVES[lower(k)] !== undefined) start = k;
      }
      const word = lower(start);
      const operator = COMPARATIVES[word];
      if (end !== undefined && start >= 0 && operator) add(start, end, 'compare', { operator, word });
    }
    // 'in the same city as their manager', 'a different office from their boss': the column between, equal or not.
    if (['as', 'from', 'than', 'to'].includes(lower(i))) {
      const end = superiorAt(i + 1);
      const word = lower(i) === 'as' ? 'same' : 'different';
      let start = -1;
      for (let k = i - 2; k >= Math.max(0, i - 4); k--) if (lower(k) === word) start = k;
      if (end !== undefined && start >= 0) add(start, end, 'compare', { operator: word === 'same' ? '=' : '<>', word });
    }
    // 'how many people report directly to each manager', 'report to each department chair'.
    if (lemma(i) === 'report') {
      let k = i + 1;
      if (lower(k) === 'directly') k++;
      if (lower(k) === 'to' && lower(k + 1) === 'each') {
        for (let r = k + 2; r <= k + 4 && r < tokens.length; r++) {
          if (isNoun(r) && ends(r + 1)) add(i, r + 1, 'group');
        }
      }
    }
    // 'how many providers does each supervisor oversee'.
    if (lower(i) === 'each') {
      for (let r = i + 1; r <= i + 3 && r < tokens.length; r++) {
        if (isNoun(r) && OVERSEE_VERBS.has(lemma(r + 1)) && ends(r + 2)) add(i, r + 2, 'group');
      }
    }
    // '… and who they report to', 'who each one reports to', 'who the PM reports to'.
    if (['who', 'whom'].includes(lower(i)) && i > 0) {
      for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
        if (lemma(k) !== 'report') continue;
        const end = reportClause(k) ?? (lower(k + 1) === 'to' && ends(k + 2) ? k + 2 : undefined);
        if (end === undefined) break;
        const start = CONNECTORS.has(lower(i - 1)) ? i - 1 : i;
        add(start, end, 'show');
        break;
      }
    }
    // 'Who does each of our recruiters report to?': the question is the superior of the rows between.
    if (i === 0 && lower(0) === 'who' && ['does', 'do', 'did'].includes(lower(1))) {
      const at = tokens.findIndex((token, k) => k > 1 && token.lemma === 'report' && lower(k + 1) === 'to' && ends(k + 2));
      if (at > 2) {
        // 'each of our' says only that every row is meant.
        let lead = 2;
        while (lead < at - 1 && ['each', 'of', 'our', 'the', 'all', 'your'].includes(lower(lead))) lead++;
        add(0, lead, 'show');
        add(at, at + 2, 'show');
      }
    }
    // '… and their managers', 'with the name of their supervising physician', 'and the regional manager each one
    // reports to', 'together with the name of the branch it reports to'.
    if (CONNECTORS.has(lower(i)) || (lower(i) === 'together' && lower(i + 1) === 'with')) {
      let k = lower(i) === 'together' ? i + 2 : i + 1;
      if (lower(k) === 'the' && ['name', 'names'].includes(lower(k + 1)) && lower(k + 2) === 'of') k += 3;
      const determiner = lower(k);
      if (!POSSESSIVES.has(determiner) && determiner !== 'the') continue;
      k++;
      if (lower(k) === 'own') k++;
      let end: number | undefined;
      for (let r = k; r <= k + 2 && r < tokens.length; r++) {
        // 'their supervising physician': the participle makes the noun after it the superior.
        const named = isNoun(r) || (lemma(r - 1) === 'supervise' && tokens[r]?.pos === 'NOUN');
        if (!named && !PLACEHOLDERS.has(lemma(r)) && tokens[r]?.pos !== 'NOUN') continue;
        let after = r + 1;
        if (lower(after) === "'s" || lower(after) === "'") after++;
        if (['name', 'names'].includes(lower(after))) after++;
        const clause = reportClause(after);
        // 'the' and the placeholders need the clause: 'and the person each one reports to'.
        if (clause !== undefined) end = clause;
        else if (POSSESSIVES.has(determiner) && named && boundary(after)) end = after;
        if (end !== undefined) break;
      }
      if (end !== undefined) add(i, end, 'show');
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}
