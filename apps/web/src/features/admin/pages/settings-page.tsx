import { FileText, Globe, Image, LayoutTemplate, Lock, Settings2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { GraniteImageManager } from '@/features/admin/components/granite-image-manager';
import { ResponsiveTabs, type TabItem } from '@/features/admin/components/responsive-tabs';
import { GeneralTab } from '@/features/admin/components/settings/general-tab';
import { HomepageTab } from '@/features/admin/components/settings/homepage-tab';
import { LegalForm } from '@/features/admin/components/settings/legal-form';
import { SecurityTab } from '@/features/admin/components/settings/security-tab';
import { SeoTab } from '@/features/admin/components/settings/seo-tab';
import { UnsavedChangesProvider } from '@/features/admin/components/unsaved-changes';

/**
 * Admin spec 2, /admin/settings: six tabs (General, Homepage, Images, Legal, Security, SEO). The tab
 * and the homepage section are kept in the address (?tab=homepage&section=hero), so a reload or a
 * shared link opens the same form; at 360 px both are selects.
 */
export function AdminSettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'general';
  const section = params.get('section') ?? 'hero';

  const go = (next: Record<string, string>) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) copy.set(key, value);
        if (copy.get('tab') !== 'homepage') copy.delete('section');
        return copy;
      },
      { replace: true },
    );

  const tabs: TabItem[] = [
    {
      value: 'general',
      label: 'General',
      icon: <Settings2 aria-hidden="true" />,
      content: () => <GeneralTab />,
    },
    {
      value: 'homepage',
      label: 'Homepage',
      icon: <LayoutTemplate aria-hidden="true" />,
      content: () => <HomepageTab section={section} onSection={(s) => go({ section: s })} />,
    },
    {
      value: 'images',
      label: 'Images',
      icon: <Image aria-hidden="true" />,
      content: () => (
        <div className="rounded-lg border border-stone-200 bg-white p-5 shadow-xs sm:p-6">
          <GraniteImageManager />
        </div>
      ),
    },
    { value: 'legal', label: 'Legal', icon: <FileText aria-hidden="true" />, content: () => <LegalForm /> },
    {
      value: 'security',
      label: 'Security',
      icon: <Lock aria-hidden="true" />,
      content: () => <SecurityTab />,
    },
    { value: 'seo', label: 'SEO', icon: <Globe aria-hidden="true" />, content: () => <SeoTab /> },
  ];

  return (
    <UnsavedChangesProvider>
      <PageHeader
        title="Settings"
        description="Contact and footer details, homepage content, images, legal pages, security and SEO."
        variant="panel"
      />
      <ResponsiveTabs
        label="Settings section"
        items={tabs}
        value={tabs.some((t) => t.value === tab) ? tab : 'general'}
        onChange={(value) => go({ tab: value })}
        className="py-6"
      />
    </UnsavedChangesProvider>
  );
}
