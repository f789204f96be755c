import { Table, Text } from '@mantine/core';
import { Check, Minus } from 'lucide-react';
import { PERMISSION_ROWS, roleLabel, TABLE_ROLES } from '../roles';

/** SPEC §6's table, as the server enforces it. */
export function PermissionTable() {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" horizontalSpacing={6} aria-label="Role permissions" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Capability</Table.Th>
            {TABLE_ROLES.map((role) => (
              <Table.Th key={role} ta="center" w={56} fz="xs">
                {roleLabel(role)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {PERMISSION_ROWS.map((row) => (
            <Table.Tr key={row.permission}>
              <Table.Td>
                <Text fz="sm">{row.label}</Text>
              </Table.Td>
              {TABLE_ROLES.map((role) => (
                <Table.Td key={role} ta="center" aria-label={row.roles.includes(role) ? 'yes' : 'no'}>
                  {row.roles.includes(role) ? <Check size={16} color="var(--mantine-color-teal-5)" /> : <Minus size={16} color="var(--mantine-color-dimmed)" />}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
