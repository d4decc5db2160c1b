import { Building2, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { CompanyInfoForm, TeamMembersForm } from '@/features/admin/components/about-forms';
import { ResponsiveTabs } from '@/features/admin/components/responsive-tabs';
import { UnsavedChangesProvider } from '@/features/admin/components/unsaved-changes';

/** Admin spec 2, /admin/about: Company Information and Team Members, shown on the public /about. */
export function AdminAboutPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'team' ? 'team' : 'company';
  return (
    <UnsavedChangesProvider>
      <PageHeader
        title="About Us Editor"
        description="Company information and team members shown on the About page."
        variant="panel"
      />
      <ResponsiveTabs
        label="About section"
        value={tab}
        onChange={(value) => setParams({ tab: value }, { replace: true })}
        className="py-6"
        items={[
          {
            value: 'company',
            label: 'Company Information',
            icon: <Building2 aria-hidden="true" />,
            content: () => <CompanyInfoForm />,
          },
          {
            value: 'team',
            label: 'Team Members',
            icon: <Users aria-hidden="true" />,
            content: () => <TeamMembersForm />,
          },
        ]}
      />
    </UnsavedChangesProvider>
  );
}
