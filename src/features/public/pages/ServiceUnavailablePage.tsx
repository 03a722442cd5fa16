import { StatusPage } from './StatusPage';

export default function ServiceUnavailablePage() {
  return <StatusPage code={503} kind="unavailable" />;
}
