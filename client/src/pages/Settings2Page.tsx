import { useDocumentTitle } from '@mantine/hooks';
import { productName } from '../app/theme';
import { SettingsView } from '../modules/settings/components/SettingsView';

/** /settings2: the same settings with the tabs down the side. */
export function Settings2Page() {
  useDocumentTitle(`Settings · ${productName}`);
  return <SettingsView layout="side" />;
}
