import { Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../../components/PageSpinner';
import type { ScreenId } from '../../generated/types/route-manifest';

/** The native screens a manifest may name, by id; the app builds it, the shell only shows them. */
export type ScreenRegistry = Readonly<Record<ScreenId, ComponentType>>;

/** A natively built screen, loaded only when its route is first opened. */
export function ScreenView({ screen, screens }: { screen: ScreenId; screens: ScreenRegistry }) {
  const Screen = screens[screen];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
}
