import { Modal, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { usePreferences } from '../../dashboard/hooks/usePreferences';
import { typingSpeedOf } from '../typing';

interface ChatSettingsModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Chat settings, kept on the server: how fast answers type out, and whether answers show their SQL. */
export function ChatSettingsModal({ opened, onClose }: ChatSettingsModalProps) {
  const { preferences, update } = usePreferences();
  return (
    <Modal opened={opened} onClose={onClose} title="Chat settings" centered>
      <Stack gap="lg">
        <Stack gap={6}>
          <Text fz="sm" fw={500} id="typing-speed-label">
            Typing speed
          </Text>
          <SegmentedControl
            aria-labelledby="typing-speed-label"
            value={typingSpeedOf(preferences.chatTypingSpeed)}
            onChange={(value) => void update({ chatTypingSpeed: value })}
            data={[
              { value: 'normal', label: 'Normal' },
              { value: 'fast', label: 'Fast' },
              { value: 'instant', label: 'Instant' },
            ]}
          />
          <Text fz="xs" c="dimmed">
            Normal types the thinking at 6 ms and the answer at 20 ms a character.
          </Text>
        </Stack>
        <Switch
          label="Show SQL under answers"
          description="The query behind each answer, in a fold."
          checked={preferences.chatShowSql}
          onChange={(event) => void update({ chatShowSql: event.currentTarget.checked })}
        />
      </Stack>
    </Modal>
  );
}
