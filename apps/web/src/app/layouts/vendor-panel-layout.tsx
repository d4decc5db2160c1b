import { VENDOR_PANEL_NAV } from './navigation';
import { PanelLayout } from './panel-layout';

/** Manufacturer panel (admin spec 2): Dashboard, My Products, Orders, Analytics, Settings. */
export function VendorPanelLayout() {
  return <PanelLayout areaLabel="Manufacturer Panel" nav={VENDOR_PANEL_NAV} />;
}
