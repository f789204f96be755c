import { ActionIcon, Button, Group, Menu, Select, Tooltip } from '@mantine/core';
import { Brain, BrainCircuit, Check, Database, FileDown, Files, LayoutDashboard, Moon, Settings2, Shield, Sparkles, Sun, SunMoon, Table2, Upload, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useThemePreference } from '../../dashboard/hooks/useThemePreference';
import { FavoritesMenu } from './FavoritesMenu';
import classes from './Chat.module.css';

interface ChatToolbarProps {
  memory: boolean;
  onMemory: (on: boolean) => void;
  sources: string[];
  source: string;
  onSource: (name: string) => void;
  onUpload: () => void;
  onEnhance: () => void;
  enhancing: boolean;
  onTranscript: () => void;
  onSettings: () => void;
  onDatasets: () => void;
  onFiles: () => void;
  currentQuestion: string;
  onUseQuestion: (question: string) => void;
}

function ToolButton({ label, icon, onClick, loading }: { label: string; icon: ReactNode; onClick: () => void; loading?: boolean }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={onClick} loading={loading}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** SPEC §2's toolbar, every button acting. */
export function ChatToolbar(props: ChatToolbarProps) {
  const navigate = useNavigate();
  const { theme, setTheme } = useThemePreference();
  return (
    <Group className={classes.toolbar} gap={4} wrap="nowrap" role="toolbar" aria-label="Chat tools">
      <Button
        size="xs"
        variant={props.memory ? 'light' : 'default'}
        leftSection={props.memory ? <BrainCircuit size={14} /> : <Brain size={14} />}
        aria-pressed={props.memory}
        onClick={() => props.onMemory(!props.memory)}
        style={{ flexShrink: 0 }}
      >
        {props.memory ? 'Memory On' : 'Memory Off'}
      </Button>
      <ToolButton label="Upload" icon={<Upload size={18} />} onClick={props.onUpload} />
      <Select
        aria-label="Data source"
        size="xs"
        w={190}
        style={{ flexShrink: 0 }}
        data={props.sources}
        value={props.source}
        onChange={(value) => value && props.onSource(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <ToolButton label="Enhance" icon={<Sparkles size={18} />} onClick={props.onEnhance} loading={props.enhancing} />
      <ToolButton label="Transcript" icon={<FileDown size={18} />} onClick={props.onTranscript} />
      <ToolButton label="Settings" icon={<Settings2 size={18} />} onClick={props.onSettings} />
      <Menu position="bottom" withinPortal>
        <Menu.Target>
          <Tooltip label="Theme">
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Theme">
              <SunMoon size={18} />
            </ActionIcon>
          </Tooltip>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Theme</Menu.Label>
          {(
            [
              ['dark', 'Dark', <Moon key="d" size={14} />],
              ['light', 'Light', <Sun key="l" size={14} />],
              ['system', 'System', <SunMoon key="s" size={14} />],
            ] as const
          ).map(([value, label, icon]) => (
            <Menu.Item key={value} leftSection={icon} onClick={() => setTheme(value)} fw={theme === value ? 700 : undefined} rightSection={theme === value ? <Check size={14} aria-hidden /> : null}>
              {label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <FavoritesMenu current={props.currentQuestion} onUse={props.onUseQuestion} />
      <ToolButton label="Datasets" icon={<Database size={18} />} onClick={props.onDatasets} />
      <ToolButton label="Files" icon={<Files size={18} />} onClick={props.onFiles} />
      <ToolButton label="Explorer" icon={<Table2 size={18} />} onClick={() => void navigate('?tab=explorer')} />
      <ToolButton label="Dashboard" icon={<LayoutDashboard size={18} />} onClick={() => void navigate('/dashboard?tab=pulse')} />
      <ToolButton label="Team" icon={<Users size={18} />} onClick={() => void navigate('/settings?tab=team')} />
      <ToolButton label="Security" icon={<Shield size={18} />} onClick={() => void navigate('/settings?tab=security')} />
    </Group>
  );
}
