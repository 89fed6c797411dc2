import { Suspense } from 'react';
import type { ScreenId } from '../generated/types/route-manifest';
import { screens } from '../screens/registry';
import { PageSpinner } from '../components/PageSpinner';

/** A natively built screen, loaded only when its route is first opened. */
export function ScreenView({ screen }: { screen: ScreenId }) {
  const Screen = screens[screen];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
}
