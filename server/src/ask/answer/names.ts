/** Names of tables and columns in words, as the engine reads them: for features that word their own figures. */
import { splitName } from '../catalog/schema-model';
import { humanize } from '../intent/read-intent';
import { singularLemma } from '../tokens/tokenize';

export { humanize };
export { capitalise } from './answer-text';

/** The words of a name, each singular: 'order_details' → ['order', 'detail']; 'ShipCountry' → ['ship', 'country']. */
export function nameWords(name: string): string[] {
  return splitName(name).map(singularLemma);
}
