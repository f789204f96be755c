import { useMutation, useQuery } from '@apollo/client/react';
import { useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { DashboardMeDocument, UpdateThemePreferenceDocument } from '../graphql/dashboard.generated';

export type ThemeChoice = 'dark' | 'light' | 'system';

const toScheme = (theme: ThemeChoice): MantineColorScheme => (theme === 'system' ? 'auto' : theme);
const fromScheme = (scheme: MantineColorScheme): ThemeChoice => (scheme === 'auto' ? 'system' : scheme);

function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'dark' || value === 'light' || value === 'system';
}

/** SPEC §9 theme (dark, light, system): applied at once, kept in the profile so every device follows it. */
export function useThemePreference(): { theme: ThemeChoice; setTheme: (theme: ThemeChoice) => void } {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { data } = useQuery(DashboardMeDocument);
  const [save] = useMutation(UpdateThemePreferenceDocument);
  const applied = useRef(false);
  const stored = data?.me.theme;

  // The profile's theme wins once per visit, so a choice made on another device shows up here.
  useEffect(() => {
    if (applied.current || !isThemeChoice(stored)) return;
    applied.current = true;
    if (toScheme(stored) !== colorScheme) setColorScheme(toScheme(stored));
  }, [stored, colorScheme, setColorScheme]);

  const setTheme = useCallback(
    (theme: ThemeChoice) => {
      applied.current = true;
      setColorScheme(toScheme(theme));
      void save({ variables: { theme } }).catch(() => undefined);
    },
    [save, setColorScheme],
  );
  return { theme: fromScheme(colorScheme), setTheme };
}
