import { useContext } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { AppFrame } from '@tp/ui/shell';
import { DemoToolsContext } from '../demo/DemoToolsContext';

export function RootLayout() {
  // The price ticker's code loads only once the page being navigated to has rendered (D9).
  const pageLoading = useNavigation().state !== 'idle';
  return (
    <AppFrame demoTools={useContext(DemoToolsContext)} pageLoading={pageLoading}>
      <ScrollRestoration />
      <Outlet />
    </AppFrame>
  );
}
