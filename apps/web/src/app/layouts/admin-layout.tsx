import { PanelLayout } from './panel-layout';
import { ADMIN_NAV } from './panel-navigation';

/** Admin area (admin spec 2, admin sidebar); Logout goes to /admin/login. */
export function AdminLayout() {
  return <PanelLayout areaLabel="Admin" nav={ADMIN_NAV} signOutTo="/admin/login" />;
}
