import { ADMIN_NAV } from './navigation';
import { PanelLayout } from './panel-layout';

/** Admin area (admin spec 2, admin sidebar). */
export function AdminLayout() {
  return <PanelLayout areaLabel="Admin" nav={ADMIN_NAV} />;
}
