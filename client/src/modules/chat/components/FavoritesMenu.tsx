import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Group, Menu, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Star, StarOff, X } from 'lucide-react';
import { serverMessage } from '../../auth/auth-errors';
import { AddFavoriteQuestionDocument, FavoriteQuestionsDocument, RemoveFavoriteQuestionDocument } from '../graphql/chat.generated';

interface FavoritesMenuProps {
  /** The question to save: what is typed, else the last one asked. */
  current: string;
  onUse: (question: string) => void;
}

/** Favorites: keep a question on the server and put it back in the input later. */
export function FavoritesMenu({ current, onUse }: FavoritesMenuProps) {
  const { data, loading } = useQuery(FavoriteQuestionsDocument);
  const refetchQueries = [FavoriteQuestionsDocument];
  const [add] = useMutation(AddFavoriteQuestionDocument, { refetchQueries });
  const [remove] = useMutation(RemoveFavoriteQuestionDocument, { refetchQueries });
  const favorites = data?.favoriteQuestions ?? [];
  const fail = (error: unknown) => notifications.show({ color: 'red', message: serverMessage(error) ?? 'The favorites could not be changed.' });

  return (
    <Menu position="bottom-end" width={340} withinPortal closeOnItemClick>
      <Menu.Target>
        <Tooltip label="Favorites">
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Favorites">
            <Star size={18} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<Star size={14} />} disabled={current.trim() === ''} onClick={() => void add({ variables: { question: current.trim() } }).then(() => notifications.show({ message: 'Saved to favorites.' }), fail)}>
          Save current question
        </Menu.Item>
        <Menu.Divider />
        <Menu.Label>{loading ? 'Loading…' : favorites.length === 0 ? 'No favorites yet' : 'Saved questions'}</Menu.Label>
        {favorites.map((favorite) => (
          <Menu.Item key={favorite.id} onClick={() => onUse(favorite.question)}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fz="sm" lineClamp={2}>
                {favorite.question}
              </Text>
              <ActionIcon
                component="span"
                role="button"
                tabIndex={0}
                size="sm"
                variant="subtle"
                color="gray"
                aria-label={`Remove “${favorite.question}” from favorites`}
                onClick={(event) => {
                  event.stopPropagation();
                  void remove({ variables: { id: favorite.id } }).catch(fail);
                }}
              >
                <X size={12} />
              </ActionIcon>
            </Group>
          </Menu.Item>
        ))}
        {favorites.length === 0 && !loading ? (
          <Text fz="xs" c="dimmed" px="sm" pb="xs">
            <StarOff size={12} style={{ verticalAlign: -2 }} /> Save a question to ask it again with one click.
          </Text>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
