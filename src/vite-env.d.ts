/// <reference types="vite/client" />

declare module 'virtual:route-manifests' {
  import type { TopRoute } from './generated/types/route-manifest';
  const routes: TopRoute[];
  export default routes;
}
