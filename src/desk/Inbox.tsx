/**
 * The inbox: leads newest first (or by reply due time), a page at a time, unread in bold; filters
 * (awaiting a reply, overdue among them) and search kept in the address (so a view can be reloaded,
 * shared, and exported as it is shown).
 */
import { Button, Group, Pagination, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LEAD_PRIORITIES, LEAD_STATUSES, type InboxPage } from './contract.ts';
import { api } from './api.ts';
import { LeadCards, LeadTable } from './InboxRows.tsx';
import { useSession } from './session.ts';

type Filter = 'form' | 'status' | 'priority' | 'from' | 'to' | 'q' | 'page' | 'reply' | 'sort';

/** The page of leads the address asks for (its filters, search and page number go to the server as they are). */
export function inboxLoader({ request }: LoaderFunctionArgs) {
  return api<InboxPage>(`/desk/api/leads${new URL(request.url).search}`, undefined, request.signal);
}

export function Inbox() {
  const session = useSession();
  const page = useLoaderData<typeof inboxLoader>();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('q') ?? '');
  // On a phone the filters fold away behind a button; on a wide screen they are always shown.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = (['form', 'status', 'priority', 'reply', 'from', 'to'] as const).filter((name) =>
    params.get(name),
  ).length;

  function set(name: Filter, value: string | null) {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  }

  const exportQuery = new URLSearchParams(params);
  exportQuery.delete('page');
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));

  return (
    <Stack gap="md" py="md">
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
      <Button
        variant="default"
        size="xs"
        className="desk-narrow-only"
        aria-expanded={filtersOpen}
        aria-controls="desk-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {filtersOpen ? 'Hide the filters' : `Filters${activeFilters > 0 ? ` (${activeFilters} set)` : ''}`}
      </Button>
      <Group gap="sm" align="end" wrap="wrap" className="desk-filters" id="desk-filters" data-open={filtersOpen}>
        <Select
          label="Form"
          placeholder="All forms"
          clearable
          data={page.forms.map((form) => ({ value: form.id, label: form.title }))}
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
        <Select
          label="Reply"
          placeholder="Any"
          clearable
          data={[
            { value: 'awaiting', label: 'awaiting reply' },
            { value: 'overdue', label: 'overdue' },
          ]}
          value={params.get('reply')}
          onChange={(value) => set('reply', value)}
        />
        <Select
          label="Sort"
          data={[
            { value: 'newest', label: 'newest first' },
            { value: 'due', label: 'by reply due time' },
          ]}
          value={params.get('sort') ?? 'newest'}
          allowDeselect={false}
          onChange={(value) => set('sort', value === 'newest' ? null : value)}
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
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {page.more
          ? `More than ${page.total.toLocaleString('en')} leads: add a word to narrow the search`
          : page.total === 1
            ? '1 lead'
            : `${page.total.toLocaleString('en')} leads`}
      </Text>
      <LeadTable rows={page.rows} />
      <LeadCards rows={page.rows} />
      {page.rows.length === 0 && <Text>No leads in this view.</Text>}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page.page}
          onChange={(value) => set('page', String(value))}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      )}
    </Stack>
  );
}
