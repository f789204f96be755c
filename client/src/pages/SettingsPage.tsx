import { useDocumentTitle } from '@mantine/hooks';
import { productName } from '../app/theme';
import { SettingsView } from '../modules/settings/components/SettingsView';

/** /settings: tabs across the top. */
export function SettingsPage() {
  useDocumentTitle(`Settings · ${productName}`);
  return <SettingsView layout="top" />;
}
