/**
 * The inbox: leads newest first, a page at a time, unread in bold; filters and search kept in the
 * address (so a view can be reloaded, shared, and exported as it is shown).
 */
import { Alert, Anchor, Button, Group, Pagination, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LEAD_PRIORITIES, LEAD_STATUSES, type InboxPage, type SessionInfo } from './contract.ts';
import { api } from './api.ts';
import { VisitorText } from './VisitorText.tsx';

type Filter = 'form' | 'status' | 'priority' | 'from' | 'to' | 'q' | 'page';

export function receivedText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

export function Inbox({ session }: { readonly session: SessionInfo }) {
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState<InboxPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [search, setSearch] = useState(params.get('q') ?? '');
  const query = params.toString();

  useEffect(() => {
    let current = true;
    api<InboxPage>(`/desk/api/leads${query ? `?${query}` : ''}`)
      .then((answer) => {
        if (current) {
          setPage(answer);
          setError(null);
        }
      })
      .catch((caught: unknown) => current && setError(caught instanceof Error ? caught.message : String(caught)));
    return () => {
      current = false;
    };
  }, [query]);

  function set(name: Filter, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  }

  const exportQuery = new URLSearchParams(params);
  exportQuery.delete('page');
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="end">
        <Title order={2}>{params.get('status') === 'spam' ? 'Spam' : 'Inbox'}</Title>
        <Group gap="xs">
          <Button
            variant="subtle"
            size="xs"
            onClick={() => set('status', params.get('status') === 'spam' ? null : 'spam')}
          >
            {params.get('status') === 'spam' ? 'Back to the inbox' : 'Spam'}
          </Button>
          {session.role === 'owner' && (
            <Button component="a" href={`/desk/api/leads.csv?${exportQuery.toString()}`} variant="default" size="xs">
              Export this view (CSV)
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="sm" align="end" wrap="wrap">
        <Select
          label="Form"
          placeholder="All forms"
          clearable
          data={(page?.forms ?? []).map((form) => ({ value: form.id, label: form.title }))}
          value={params.get('form')}
          onChange={(value) => set('form', value)}
        />
        <Select
          label="Status"
          placeholder="Any status"
          clearable
          data={[...LEAD_STATUSES]}
          value={params.get('status')}
          onChange={(value) => set('status', value)}
        />
        <Select
          label="Priority"
          placeholder="Any priority"
          clearable
          data={[...LEAD_PRIORITIES]}
          value={params.get('priority')}
          onChange={(value) => set('priority', value)}
        />
        <TextInput
          label="Received from"
          type="date"
          value={params.get('from') ?? ''}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
        <TextInput
          label="to"
          type="date"
          value={params.get('to') ?? ''}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            set('q', search.trim());
          }}
        >
          <Group gap="xs" align="end">
            <TextInput
              label="Search organisation, name or email"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {page && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {page.more
              ? `More than ${page.total.toLocaleString('en')} leads: add a word to narrow the search`
              : page.total === 1
                ? '1 lead'
                : `${page.total.toLocaleString('en')} leads`}
          </Text>
          <div className="desk-table-wrap">
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Received</Table.Th>
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
                {page.rows.map((row) => (
                  <Table.Tr key={row.id} className={row.unread ? 'desk-unread' : undefined} data-unread={row.unread}>
                    <Table.Td>
                      <Anchor component={Link} to={`/desk/leads/${row.id}`}>
                        {receivedText(row.receivedAt)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{row.formTitle}</Table.Td>
                    <Table.Td>
                      <VisitorText text={row.organisation} />
                    </Table.Td>
                    <Table.Td>
                      <VisitorText text={row.person} />
                      {row.email && (
                        <Text size="xs" c="dimmed">
                          <VisitorText text={row.email} />
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{row.priority ?? '-'}</Table.Td>
                    <Table.Td>{row.status}</Table.Td>
                    <Table.Td>{row.assignee ?? '-'}</Table.Td>
                    <Table.Td>{row.delivery}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
          {page.rows.length === 0 && <Text>No leads in this view.</Text>}
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page.page}
              onChange={(value) => set('page', String(value))}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
