import { ApplicantPanel } from '@/features/manufacturer-panel/components/applicant-panel';
import { FirmBar } from '@/features/manufacturer-panel/components/firm-bar';
import { hasRole, useSession } from '@/lib/auth/session';
import { msg } from '@/lib/i18n';
import { PanelLayout } from './panel-layout';
import { MANUFACTURER_PANEL_NAV } from './panel-navigation';

/**
 * Manufacturer panel (admin spec 2): Dashboard, My Products, Orders, Analytics, Settings. An applicant
 * (pending, rejected, or suspended) sees the same panel with the status of the account in place of
 * each page (D8), never 'Please register as a manufacturer first'.
 */
export function ManufacturerPanelLayout() {
  const state = useSession();
  const applicant = state.status === 'signed-in' && !hasRole(state.session, 'vendor');
  return (
    <PanelLayout
      areaLabel={msg('Manufacturer Panel')}
      nav={MANUFACTURER_PANEL_NAV}
      languages
      banner={state.status === 'signed-in' && !applicant ? <FirmBar session={state.session} /> : undefined}
    >
      {applicant ? <ApplicantPanel /> : undefined}
    </PanelLayout>
  );
}
