import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ArrowLeftIcon } from '@/components/ui/icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCan } from '@/features/admin-auth';
import { ApplicationsPanel, ProvidersRoster, useApplications } from '@/features/providers/admin';
import { paths } from '@/lib/paths';

export function AdminProvidersPage() {
  // The applications are the desk's to judge: a viewer sees the roster only.
  const mayAct = useCan('desk');
  const pending = useApplications('pending', mayAct);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <title>Providers | Admin | DFW Roadside Assistance</title>
      <Link to={paths.admin} className={buttonClasses('ghost', 'sm', '-ml-3 mb-4')}>
        <ArrowLeftIcon className="size-4" />
        Back to Dashboard
      </Link>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Providers</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">The independent providers dispatch can send jobs to, and the companies asking to join.</p>
      {mayAct ? (
        <Tabs defaultValue="roster" className="flex flex-col">
          <TabsList aria-label="Providers">
            <TabsTrigger value="roster">Roster</TabsTrigger>
            <TabsTrigger value="applications">{pending.data ? `Applications (${pending.data.length})` : 'Applications'}</TabsTrigger>
          </TabsList>
          <TabsContent value="roster">
            <ProvidersRoster />
          </TabsContent>
          <TabsContent value="applications">
            <ApplicationsPanel />
          </TabsContent>
        </Tabs>
      ) : (
        <ProvidersRoster />
      )}
    </div>
  );
}
