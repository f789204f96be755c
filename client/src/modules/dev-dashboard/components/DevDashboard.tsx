import { AppShell, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FolderKanban } from 'lucide-react';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { EmptyState } from '../../../ui/EmptyState';
import { EpicsWidget } from '../../epics/components/EpicsWidget';
import { ProjectSidebar } from '../../projects/components/ProjectSidebar';
import { TaskBoardWidget } from '../../tasks/components/TaskBoardWidget';
import { UserStoriesWidget } from '../../user-stories/components/UserStoriesWidget';
import { DashboardProvider, useDashboard } from '../DashboardContext';
import { TEXT } from '../messages';
import { TopBar } from './TopBar';
import classes from './DevDashboard.module.css';

/** SPEC §2 /dev: collapsible project sidebar, top bar, and the three widgets of the selected project. */
export function DevDashboard() {
  return (
    <DndProvider backend={HTML5Backend}>
      <DashboardProvider>
        <DashboardFrame />
      </DashboardProvider>
    </DndProvider>
  );
}

function DashboardFrame() {
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding={0}
    >
      <AppShell.Header className={classes.header}>
        <TopBar mobileNavOpen={mobileOpen} onToggleMobileNav={mobile.toggle} desktopNavOpen={desktopOpen} onToggleDesktopNav={desktop.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Projects" component="nav">
        <ProjectSidebar onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <DashboardMain onOpenSidebar={mobile.open} />
      </AppShell.Main>
    </AppShell>
  );
}

function DashboardMain({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  const { selectedProject, projectsLoading } = useDashboard();
  if (projectsLoading) {
    return (
      <Stack p="lg" gap="md" aria-busy="true" aria-label="Loading projects">
        <Skeleton height={28} width={240} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton height={260} radius="lg" />
          <Skeleton height={260} radius="lg" />
        </SimpleGrid>
        <Skeleton height={360} radius="lg" />
      </Stack>
    );
  }
  if (!selectedProject) {
    return (
      <Stack className={classes.page}>
        <Title order={1} fz="h2">
          Projects
        </Title>
        <div className={classes.emptyPanel}>
          <EmptyState
            message={TEXT.selectProject}
            icon={<FolderKanban size={20} />}
            action={
              <Button size="xs" variant="light" onClick={onOpenSidebar} hiddenFrom="sm">
                Open My Projects
              </Button>
            }
          />
        </div>
      </Stack>
    );
  }
  return (
    <Stack className={classes.page} gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
            Project
          </Text>
          <Title order={1} fz="h2" lineClamp={1}>
            {selectedProject.name}
          </Title>
          {selectedProject.description ? (
            <Text c="dimmed" fz="sm" lineClamp={2}>
              {selectedProject.description}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" className={classes.topRow}>
        <EpicsWidget />
        <UserStoriesWidget />
      </SimpleGrid>
      <TaskBoardWidget />
    </Stack>
  );
}
