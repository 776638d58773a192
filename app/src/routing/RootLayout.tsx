import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFrame } from '@tp/ui/shell';

export function RootLayout() {
  return (
    <AppFrame>
      <ScrollRestoration />
      <Outlet />
    </AppFrame>
  );
}
