/** How names are written short in database schemas. */
import { isDictionaryNoun } from './wordnet';

/**
 * Whether `short` can be a shortening of `word`: its first letters ('prem' of premium, 'pol' of policy), its first
 * letters and one or two later consonants ('prodn' of production), or the first letter and then only consonants, in
 * order ('clm' of claim, 'lmt' of limit, 'rsv' of reserve).
 */
export function abbreviates(short: string, word: string): boolean {
  if (short.length >= word.length || short[0] !== word[0]) return false;
  // 'policyholder' is a policy and a holder: its first letters shorten the first word, not it.
  if (compound(word)) return false;
  if (word.startsWith(short)) return true;
  // 'prodn' of production, 'custr' of customer: the word's first letters, then one or two of its later consonants.
  for (let cut = short.length - 1; cut >= Math.max(3, short.length - 2); cut--) {
    if (!word.startsWith(short.slice(0, cut)) || /[aeiou]/.test(short.slice(cut))) continue;
    let from = cut;
    if ([...short.slice(cut)].every((letter) => (from = word.indexOf(letter, from) + 1) > 0)) return true;
  }
  return !/[aeiou]/.test(short.slice(1)) && lettersInOrder(short, word);
}

/**
 * Whether `short` is `word`'s first letter and then any of its later letters, in order ('pno' of piano). Loose: only
 * where something else says the two are one (a table's comment that spells its name out).
 */
export function lettersInOrder(short: string, word: string): boolean {
  if (short.length >= word.length || short[0] !== word[0]) return false;
  let at = 1;
  return [...short.slice(1)].every((letter) => (at = word.indexOf(letter, at) + 1) > 0);
}

/** A word made of two nouns ('policyholder', 'workload'); not 'interview', which is no 'inter' and 'view'. */
function compound(word: string): boolean {
  for (let cut = 4; cut <= word.length - 4; cut++) if (isDictionaryNoun(word.slice(0, cut)) && isDictionaryNoun(word.slice(cut))) return true;
  return false;
}
