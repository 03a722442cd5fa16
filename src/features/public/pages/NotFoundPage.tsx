import { StatusPage } from './StatusPage';

export default function NotFoundPage() {
  return <StatusPage code={404} kind="notFound" />;
}
