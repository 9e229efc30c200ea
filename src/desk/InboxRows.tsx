/**
 * The inbox's leads, drawn twice from the same rows: a table on a wide screen, and on a phone a
 * list of cards (who, what, when, where it stands), since eight columns do not fit 375 pixels.
 * Each is hidden by the stylesheet at the other's widths. Unread leads are in bold in both; the
 * whole row or card opens the lead, and each shows its reply clock.
 */
import { Anchor, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { InboxRow } from './contract.ts';
import { momentText } from './format.ts';
import { ClockBadge } from './ReplyClock.tsx';
import { TablePanel } from './TablePanel.tsx';
import { VisitorEmail, VisitorText } from './VisitorText.tsx';

/** The person's name and address; the name left out, not shown as "-", when only the address is known. */
function Person({ row }: { readonly row: InboxRow }) {
  return (
    <>
      {(row.person !== null || row.email === null) && <VisitorText text={row.person} />}
      {row.email && (
        <Text size="xs" c="dimmed" component="span" display="block">
          <VisitorEmail text={row.email} />
        </Text>
      )}
    </>
  );
}

export function LeadTable({ rows }: { readonly rows: readonly InboxRow[] }) {
  const navigate = useNavigate();
  const [now] = useState(() => new Date());
  return (
    <TablePanel label="Leads" className="desk-wide-only">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Received</Table.Th>
            <Table.Th>Reply due</Table.Th>
            <Table.Th>Form</Table.Th>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Person</Table.Th>
            <Table.Th>Priority</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Assignee</Table.Th>
            <Table.Th>Delivery</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.id}
              className={row.unread ? 'desk-lead-row desk-unread' : 'desk-lead-row'}
              data-unread={row.unread}
              onClick={(event) => {
                // A click on the link itself is the link's; elsewhere in the row it opens the lead too.
                if (!(event.target instanceof Element && event.target.closest('a')))
                  void navigate(`/desk/leads/${row.id}`);
              }}
            >
              <Table.Td>
                <Anchor component={Link} to={`/desk/leads/${row.id}`}>
                  {momentText(row.receivedAt)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <ClockBadge row={row} now={now} />
              </Table.Td>
              <Table.Td>{row.formTitle}</Table.Td>
              <Table.Td>
                <VisitorText text={row.organisation} />
              </Table.Td>
              <Table.Td>
                <Person row={row} />
              </Table.Td>
              <Table.Td>{row.priority ?? '-'}</Table.Td>
              <Table.Td>{row.status}</Table.Td>
              <Table.Td>{row.assignee ?? '-'}</Table.Td>
              <Table.Td>{row.delivery}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TablePanel>
  );
}

export function LeadCards({ rows }: { readonly rows: readonly InboxRow[] }) {
  const [now] = useState(() => new Date());
  return (
    <ul className="desk-lead-cards desk-narrow-only">
      {rows.map((row) => (
        <li key={row.id} className={row.unread ? 'desk-lead-card desk-unread' : 'desk-lead-card'}>
          <Anchor component={Link} to={`/desk/leads/${row.id}`} className="desk-lead-card-title">
            <VisitorText text={row.organisation ?? row.person} fallback={row.email ?? row.formTitle} />
          </Anchor>
          {row.organisation !== null && <Person row={row} />}
          {row.organisation === null && row.person !== null && row.email && (
            <Text size="xs" c="dimmed" component="span" display="block">
              <VisitorEmail text={row.email} />
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Text size="sm">{row.formTitle}</Text>
            <ClockBadge row={row} now={now} />
          </Group>
          <Text size="xs" c="dimmed">
            {momentText(row.receivedAt)} · {row.priority ? `${row.priority} priority · ` : ''}
            {row.status}
            {row.assignee ? ` · ${row.assignee}` : ''} · delivery {row.delivery}
          </Text>
        </li>
      ))}
    </ul>
  );
}
