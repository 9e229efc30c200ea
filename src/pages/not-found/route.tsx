import { NotFoundContent } from '../../shared/NotFoundContent.tsx';

export function meta() {
  return [{ title: 'Page not found' }, { name: 'robots', content: 'noindex' }];
}

export default function NotFoundPage() {
  return <NotFoundContent />;
}
