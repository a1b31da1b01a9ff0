import { DashboardPage } from './components/dashboard-page';

/** The console's home (/yonetim): the summary. */
export default function DashboardArea() {
  return <DashboardPage />;
}
