import { PageHeader } from '@/components/ui/page-header';
import { GraniteImageManager, TextureManager } from '@/features/admin/components/granite-image-manager';

export function AdminSettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Contact and footer details, homepage content, images, legal pages, security and SEO."
        variant="panel"
      />
      {/* Images tab and Homepage → 3D Viewer tab (issue 6); the settings tabs will hold them. */}
      <div className="space-y-12 py-6">
        <GraniteImageManager />
        <TextureManager />
      </div>
    </>
  );
}
