// @vitest-environment jsdom
/**
 * The premise src/main.tsx renders a prerendered page's first render as a transition on: React
 * Router's provider takes the router's state when it renders and subscribes when it commits, and a
 * change in between (a Back press while the transition runs) still reaches it, because the router
 * keeps a change made while nobody listens and hands it to the first subscriber. A change made while
 * someone else listens is not kept, which is why routerReady (app/router-ready.ts) stops listening
 * before that render starts. A page that goes back while it renders stands in for the Back press.
 */
import { act } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { expect, it } from 'vitest';
import { renderForTest } from '../testing/render-for-test';

/** A router on / after /back whose page, the first time it renders, goes back (a step settles at once where no loader runs). */
function routerGoingBackDuringRender() {
  let wentBack = false;
  function Where() {
    return <p>{useLocation().pathname}</p>;
  }
  function GoesBack() {
    if (!wentBack) {
      wentBack = true;
      void router.navigate(-1);
    }
    return <Where />;
  }
  const router = createMemoryRouter(
    [
      { path: '/', element: <GoesBack /> },
      { path: '/back', element: <Where /> },
    ],
    { initialEntries: ['/back', '/'], initialIndex: 1 },
  );
  return router;
}

async function shownAfterFirstRender({ otherListener }: { otherListener: boolean }) {
  const router = routerGoingBackDuringRender();
  if (otherListener) router.subscribe(() => {});
  const container = await renderForTest(<RouterProvider router={router} />, { transition: true });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  return { router: router.state.location.pathname, page: container.textContent };
}

it('a change between the provider’s render and its subscription reaches the page', async () => {
  expect(await shownAfterFirstRender({ otherListener: false })).toEqual({ router: '/back', page: '/back' });
});

it('but not while another listener is subscribed', async () => {
  expect(await shownAfterFirstRender({ otherListener: true })).toEqual({ router: '/back', page: '/' });
});
