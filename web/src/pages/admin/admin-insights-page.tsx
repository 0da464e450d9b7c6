import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { InsightsReport } from '@/features/insights';
import { paths } from '@/lib/paths';

/** How the business is doing: where requests are lost, how fast help comes, promises, demand, money and providers. */
export function AdminInsightsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Insights | Admin | DFW Roadside Assistance</title>
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Insights</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">Where requests are lost, how fast help comes, whether promises are kept, where demand is, the money, and the providers.</p>
      <InsightsReport />
    </div>
  );
}
