import { useContext } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFrame } from '@tp/ui/shell';
import { DemoToolsContext } from '../demo/DemoToolsContext';

export function RootLayout() {
  return (
    <AppFrame demoTools={useContext(DemoToolsContext)}>
      <ScrollRestoration />
      <Outlet />
    </AppFrame>
  );
}
