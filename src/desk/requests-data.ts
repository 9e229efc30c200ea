/**
 * Privacy requests' data: the list (the loader) and what is done from the page (the action):
 * record a request, note on it, read its access report, erase what is held, close it with what was done.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { AccessReportData, PrivacyRequests } from './contract.ts';
import { api, attempt, field } from './api.ts';

export function requestsLoader({ request }: LoaderFunctionArgs) {
  return api<PrivacyRequests>('/desk/api/requests', undefined, request.signal);
}

export async function requestsAction({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const path = `/desk/api/requests/${encodeURIComponent(field(form, 'id'))}`;
  return attempt(async () => {
    switch (field(form, 'intent')) {
      case 'record':
        await api('/desk/api/requests', {
          kind: field(form, 'kind'),
          law: field(form, 'law'),
          email: field(form, 'email'),
          receivedOn: field(form, 'receivedOn'),
        });
        return {};
      case 'access':
        return { report: await api<AccessReportData>(`${path}/access`) };
      case 'erase':
        await api(`${path}/erase`, { confirm: field(form, 'confirm') });
        return {};
      case 'note':
        await api(`${path}/notes`, { text: field(form, 'text') });
        return {};
      case 'close':
        await api(`${path}/close`, { outcome: field(form, 'outcome') });
        return {};
      default:
        throw new Error('The desk does not know this change.');
    }
  });
}
